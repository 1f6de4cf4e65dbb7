import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { spawn as nodeSpawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/** How the watchdog finds a server's processes beyond its process group. */
export interface ServerCare {
  /** The value of the marker variable its descendants inherit. */
  marker?: string | undefined;
  /** The cgroup holding all of them. */
  cgroup?: string | undefined;
}

/** What a session tells the watchdog about its server. */
export interface GroupWatch {
  /** Guard the server led by `pid` (its group, cgroup and marked processes): they end if the proxy dies. */
  watch(pid: number, care?: ServerCare): void;
  /** A descendant of server `pid` seen by tracking, named with its start time so a reused pid is spared. */
  also(pid: number, descendant: number, start: number): void;
  /** That descendant has exited: forget it (a server that runs many short commands would otherwise pile them up). */
  lost(pid: number, descendant: number): void;
  /** The server is gone (its ids may be reused): stop guarding it. */
  forget(pid: number): void;
}

export interface GroupWatchdog extends GroupWatch {
  /** Starts the process now rather than at the first watch, for a caller about to start a server (the CLI): the two start side by side. */
  prestart(): void;
  /** Ends the watchdog process (it ends any server still watched first); resolves once it has exited. */
  close(): Promise<void>;
}

export type WatchdogSpawn = (command: string, args: string[], options: SpawnOptions) => ChildProcess;

export interface GroupWatchdogOptions {
  /** Time the watched servers get between SIGTERM and SIGKILL. */
  graceMs: number;
  spawn?: WatchdogSpawn;
  log?: (message: string) => void;
  now?: () => number;
}

export const watchdogScript = fileURLToPath(new URL('./group-watchdog-process.js', import.meta.url));

/** Restarts within this window beyond which the next waits a second, so a watchdog that cannot run does not spin. */
const RESTART_WINDOW_MS = 5000;
const RESTARTS_IN_WINDOW = 5;

/**
 * The proxy's side of the watchdog (group-watchdog-process.js): children are
 * spawned detached, so nothing else ends them when the proxy is SIGKILLed or
 * crashes. The process starts with the first watched server, so a proxy that
 * never spawns has none; should it die (killed by hand, say) or fail to
 * start, another starts at once and is told everything watched.
 */
export function createGroupWatchdog(options: GroupWatchdogOptions): GroupWatchdog {
  const { graceMs, spawn = nodeSpawn, log = () => {}, now = Date.now } = options;
  const watched = new Map<number, { care: ServerCare; also: Map<number, number> }>();
  let helper: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let closed = false;
  let restarts: number[] = [];

  const start = (): ChildProcess | undefined => {
    try {
      const child = spawn(process.execPath, [watchdogScript, String(process.pid), String(graceMs)], {
        stdio: ['pipe', 'ignore', 'ignore'],
        detached: true,
        shell: false,
        windowsHide: true,
      });
      exited = new Promise((resolve) => {
        child.once('exit', () => {
          resolve();
          onExit(child);
        });
        // Node reports a start that fails late (EAGAIN, EMFILE, ENOMEM, ENOENT) by 'error' alone, with
        // no 'exit': without this the dead child would stay our helper and no watchdog would run again.
        // We never signal it or send to it, so 'error' has no other cause; onExit ignores whichever
        // of the two comes second.
        child.once('error', (error) => {
          log(`group watchdog: ${error.message}`);
          resolve();
          onExit(child);
        });
      });
      child.stdin?.on('error', () => {}); // it is gone: 'exit' or 'error' starts another
      // Neither the process nor its pipe keeps the proxy's event loop alive.
      child.unref();
      (child.stdin as Socket | null)?.unref();
      for (const [pid, { care, also }] of watched) {
        write(child, watchLine(pid, care));
        for (const [descendant, startTime] of also) write(child, `also ${pid} ${descendant} ${startTime}`);
      }
      return child;
    } catch (error) {
      log(`group watchdog: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  const onExit = (child: ChildProcess) => {
    if (closed || helper !== child) return;
    helper = undefined;
    if (watched.size === 0) return; // the next watch starts one
    restarts = [...restarts.filter((t) => now() - t < RESTART_WINDOW_MS), now()];
    log(`group watchdog ${child.pid ?? '(not started)'} ended while the proxy runs; starting another`);
    if (restarts.length <= RESTARTS_IN_WINDOW) helper = start();
    else setTimeout(() => void (closed || helper || (helper = start())), 1000).unref();
  };

  const tell = (line: string) => {
    if (helper) write(helper, line);
  };

  return {
    prestart() {
      if (!closed && !helper) helper = start();
    },
    watch(pid, care = {}) {
      if (closed) return;
      watched.set(pid, { care, also: watched.get(pid)?.also ?? new Map() });
      if (!helper) helper = start();
      else tell(watchLine(pid, care));
    },
    also(pid, descendant, startTime) {
      const entry = watched.get(pid);
      if (closed || !entry) return;
      entry.also.set(descendant, startTime);
      tell(`also ${pid} ${descendant} ${startTime}`);
    },
    lost(pid, descendant) {
      if (watched.get(pid)?.also.delete(descendant)) tell(`lost ${pid} ${descendant}`);
    },
    forget(pid) {
      watched.delete(pid);
      tell(`forget ${pid}`);
    },
    async close() {
      if (closed) return exited;
      closed = true;
      helper?.ref(); // awaited now: the event loop must wait for the exit too
      helper?.stdin?.end();
      return exited;
    },
  };
}

function write(child: ChildProcess, line: string): void {
  if (child.stdin?.writable) child.stdin.write(`${line}\n`);
}

function watchLine(pid: number, care: ServerCare): string {
  const word = (value: string | undefined) => (value ? encodeURIComponent(value) : '-');
  return `watch ${pid} ${word(care.marker)} ${word(care.cgroup)}`;
}
