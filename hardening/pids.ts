import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** True while a process with this pid exists and is not a zombie. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A zombie has ended; only its parent's wait is missing.
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

/** The pids of `pids` still alive. */
export function stillAlive(pids: Iterable<number>): number[] {
  return [...pids].filter(alive);
}

/**
 * How long a test waits for processes to end before it calls them left over.
 * Generous, and no verdict: it returns as soon as they are gone, and a busy
 * machine only slows the end it waits for (the promise is that nothing is
 * left, not how fast).
 */
export const GONE_WAIT_MS = 30_000;

/** Waits up to `ms` for every pid to be gone; returns those still alive then. */
export async function waitGone(pids: Iterable<number>, ms = GONE_WAIT_MS): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = stillAlive(pids);
  while (left.length > 0 && Date.now() < deadline) {
    await delay(50);
    left = stillAlive(left);
  }
  return left;
}

/** Pids of live processes whose command line contains `marker` (Linux: /proc). */
export function pidsWithMarker(marker: string): number[] {
  if (process.platform !== 'linux') return [];
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker) && alive(Number(name)))
        found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
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
      children.push({
        pid: Number(name),
        command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim(),
      });
    } catch {
      // gone meanwhile
    }
  }
  return children;
}
