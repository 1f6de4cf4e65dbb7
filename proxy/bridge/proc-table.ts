import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc/<pid>/stat tells it. */
export interface ProcEntry {
  pid: number;
  ppid: number;
  pgid: number;
  /** Clock ticks after boot (field 22): with the pid, names one process even once the pid is reused. */
  start: number;
}

/** Reading /proc, passed in so the tracking can be tested without real processes. */
export interface ProcFs {
  /** Every process now, or undefined where there is no /proc (macOS, Windows). */
  list(): ProcEntry[] | undefined;
  /** One process, or undefined once it is gone (zombies count as gone). */
  stat(pid: number): ProcEntry | undefined;
  /** Its environment as NAME=value strings, or undefined when unreadable (another user's, or gone). */
  environ(pid: number): string[] | undefined;
}

export function parseStat(text: string): (ProcEntry & { state: string }) | undefined {
  // The command name may hold spaces and parentheses: fields count from the last ')'.
  const close = text.lastIndexOf(')');
  const open = text.indexOf('(');
  if (close < 0 || open < 0) return undefined;
  const fields = text.slice(close + 2).split(' ');
  const pid = Number(text.slice(0, open).trim());
  const [state, ppid, pgid, start] = [fields[0], Number(fields[1]), Number(fields[2]), Number(fields[19])];
  if (!state || !Number.isSafeInteger(pid) || !Number.isSafeInteger(ppid) || !Number.isSafeInteger(start))
    return undefined;
  return { pid, ppid, pgid, start, state };
}

function readStat(root: string, pid: number): ProcEntry | undefined {
  try {
    const entry = parseStat(readFileSync(`${root}/${pid}/stat`, 'utf8'));
    if (!entry || entry.state === 'Z' || entry.state === 'X') return undefined;
    return { pid: entry.pid, ppid: entry.ppid, pgid: entry.pgid, start: entry.start };
  } catch {
    return undefined;
  }
}

/** The real /proc (Linux); elsewhere `list` answers undefined and nothing is tracked. */
export function systemProcFs(root = '/proc'): ProcFs {
  return {
    list() {
      let names: string[];
      try {
        names = readdirSync(root);
      } catch {
        return undefined;
      }
      const entries: ProcEntry[] = [];
      for (const name of names) {
        if (!/^\d+$/.test(name)) continue;
        const entry = readStat(root, Number(name));
        if (entry) entries.push(entry);
      }
      return entries;
    },
    stat: (pid) => readStat(root, pid),
    environ(pid) {
      try {
        return readFileSync(`${root}/${pid}/environ`, 'utf8').split('\0');
      } catch {
        return undefined;
      }
    },
  };
}
