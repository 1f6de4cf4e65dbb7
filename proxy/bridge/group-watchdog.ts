import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { spawn as nodeSpawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/** What a session tells the watchdog about its child's process group. */
export interface GroupWatch {
  /** Guard the group led by `pid`: it ends if the proxy dies. */
  watch(pid: number): void;
  /** The group is gone (its id may be reused): stop guarding it. */
  forget(pid: number): void;
}

export interface GroupWatchdog extends GroupWatch {
  /** Ends the watchdog process (it ends any group still watched first); resolves once it has exited. */
  close(): Promise<void>;
}

export type WatchdogSpawn = (command: string, args: string[], options: SpawnOptions) => ChildProcess;

export interface GroupWatchdogOptions {
  /** Time the watched groups get between SIGTERM and SIGKILL. */
  graceMs: number;
  spawn?: WatchdogSpawn;
  log?: (message: string) => void;
}

export const watchdogScript = fileURLToPath(new URL('./group-watchdog-process.js', import.meta.url));

/**
 * The proxy's side of the watchdog (group-watchdog-process.js): children are
 * spawned detached, so nothing else ends their groups when the proxy is
 * SIGKILLed or crashes. The process starts with the first watched group, so
 * a proxy that never spawns has none.
 */
export function createGroupWatchdog(options: GroupWatchdogOptions): GroupWatchdog {
  const { graceMs, spawn = nodeSpawn, log = () => {} } = options;
  let helper: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let closed = false;

  const start = (): ChildProcess | undefined => {
    try {
      const child = spawn(process.execPath, [watchdogScript, String(process.pid), String(graceMs)], {
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
        shell: false,
        windowsHide: true,
      });
      exited = new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', (error) => {
          log(`group watchdog: ${error.message}`);
          resolve();
        });
      });
      child.stdin?.on('error', () => {}); // it is gone: there is nobody left to tell
      // Neither the process nor its pipe keeps the proxy's event loop alive.
      child.unref();
      (child.stdin as Socket | null)?.unref();
      return child;
    } catch (error) {
      log(`group watchdog: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const tell = (line: string) => {
    if (helper?.stdin?.writable) helper.stdin.write(`${line}\n`);
  };

  return {
    watch(pid) {
      if (closed) return;
      helper ??= start();
      tell(`watch ${pid}`);
    },
    forget: (pid) => tell(`forget ${pid}`),
    async close() {
      if (closed) return exited;
      closed = true;
      helper?.ref(); // awaited now: the event loop must wait for the exit too
      helper?.stdin?.end();
      return exited;
    },
  };
}
