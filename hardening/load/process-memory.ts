import { readdirSync, readFileSync } from 'node:fs';

/** A process's resident memory in MB (Linux: VmRSS in /proc/<pid>/status); undefined once it is gone. */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's memory every `everyMs` until stopped; `peak` is the most seen. */
export function watchPeak(pid: number, everyMs = 100): { peak: () => number; stop: () => number } {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, everyMs);
  return {
    peak: () => peak,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid) ?? 0);
      return peak;
    },
  };
}

/** Live children of `pid` (by the parent pid in /proc/<child>/stat), with their command lines. */
export function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  const children: Array<{ pid: number; command: string }> = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || Number(fields[1]) !== pid) continue;
      children.push({ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim() });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
