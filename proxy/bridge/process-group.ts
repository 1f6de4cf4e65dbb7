import { setTimeout as delay } from 'node:timers/promises';

export type Kill = (pid: number, signal?: NodeJS.Signals | number) => true;

export interface TerminateOptions {
  /** How long the group has after SIGTERM before SIGKILL. */
  graceMs: number;
  pollMs?: number;
  kill?: Kill;
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Sends `signal` to the process group led by `pid` (children are spawned
 * detached, so each leads its own group and its descendants share it).
 * Returns false when no such group is left.
 */
export function signalGroup(pid: number, signal: NodeJS.Signals | 0, kill: Kill = process.kill): boolean {
  try {
    kill(-pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // No process groups here (Windows) or not ours: signal the leader alone.
    try {
      kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/** True while any process of the group is left (zombies included). */
export function groupAlive(pid: number, kill: Kill = process.kill): boolean {
  return signalGroup(pid, 0, kill);
}

/**
 * SIGTERM to the group, then SIGKILL to it if anything is left after the
 * grace period; resolves once the group is gone (or, should zombies keep it
 * listed, shortly after the SIGKILL).
 */
export async function terminateGroup(pid: number, options: TerminateOptions): Promise<'gone' | 'killed'> {
  const { graceMs, pollMs = 50, kill = process.kill, now = Date.now, sleep = delay } = options;
  const waitGone = async (ms: number) => {
    const deadline = now() + ms;
    while (now() < deadline) {
      await sleep(pollMs);
      if (!groupAlive(pid, kill)) return true;
    }
    return false;
  };
  if (!signalGroup(pid, 'SIGTERM', kill)) return 'gone';
  if (await waitGone(graceMs)) return 'gone';
  signalGroup(pid, 'SIGKILL', kill);
  await waitGone(SIGKILL_WAIT_MS);
  return 'killed';
}

const SIGKILL_WAIT_MS = 1000;

/** Last resort when the proxy itself is exiting: no time to wait, so SIGKILL at once. */
export function killGroupNow(pid: number, kill: Kill = process.kill): void {
  signalGroup(pid, 'SIGKILL', kill);
}
