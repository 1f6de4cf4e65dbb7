import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident memory of a process and its descendants (the server the CLI
 * started, and whatever it started: `npx` runs node under a shell), read
 * from Linux's /proc. Undefined where there is no /proc to read; 0 once the
 * process is gone.
 */
export function treeRss(root: number): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of names) {
    const status = readStatus(name);
    if (!status) continue;
    const pid = Number(name);
    const ppid = /^PPid:\s+(\d+)/m.exec(status);
    if (ppid) parent.set(pid, Number(ppid[1]));
    // Kernel threads and zombies have no VmRSS: they hold no memory of their own.
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    if (kb) rss.set(pid, Number(kb[1]) * 1024);
  }
  let total = 0;
  for (const pid of parent.keys()) {
    if (pid === root || descendsFrom(pid, root, parent)) total += rss.get(pid) ?? 0;
  }
  return total;
}

function descendsFrom(pid: number, root: number, parent: ReadonlyMap<number, number>): boolean {
  // Bounded: a pid reused while reading cannot make a cycle loop forever.
  for (let at = parent.get(pid), steps = 0; at !== undefined && steps < 64; at = parent.get(at), steps++) {
    if (at === root) return true;
  }
  return false;
}

function readStatus(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Gone between the listing and the read.
    return undefined;
  }
}

export interface MemoryFigures {
  samples: number;
  startBytes: number;
  maxBytes: number;
  endBytes: number;
}

/** Samples `read` (a process tree's RSS) every `everyMs` until stopped; the figures, or undefined when nothing could be read. */
export function sampleMemory(read: () => number | undefined, everyMs = 250): { stop(): MemoryFigures | undefined } {
  const seen: number[] = [];
  const take = () => {
    const bytes = read();
    if (bytes !== undefined) seen.push(bytes);
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      if (seen.length === 0) return undefined;
      return {
        samples: seen.length,
        startBytes: seen[0]!,
        maxBytes: Math.max(...seen),
        endBytes: seen[seen.length - 1]!,
      };
    },
  };
}
