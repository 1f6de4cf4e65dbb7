import { readdirSync, readFileSync } from 'node:fs';
import { watchdogScript } from '../bridge/group-watchdog.ts';

/** True once `pid` is gone; a zombie (dead, waiting to be reaped by a parent that is not us) counts as gone. */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/**
 * Pids of the group watchdogs started by the proxy process `proxyPid` (the
 * watchdog names it in its arguments); undefined where there is no /proc.
 */
export function watchdogPids(proxyPid: number): number[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  return entries.map(Number).filter((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[1] === watchdogScript && argv[2] === String(proxyPid) && !isGone(pid);
    } catch {
      return false;
    }
  });
}
