export type Kill = (pid: number, signal?: NodeJS.Signals | number) => true;

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
