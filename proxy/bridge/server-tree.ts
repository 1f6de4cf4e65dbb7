import { randomBytes } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import { setTimeout as delay } from 'node:timers/promises';
import type { Cgroups } from './cgroup.ts';
import { openCgroups } from './cgroup.ts';
import type { DescendantTracker, TrackedTree } from './descendant-tracker.ts';
import { createDescendantTracker, SERVER_MARKER_VARIABLE } from './descendant-tracker.ts';
import type { GroupWatch } from './group-watchdog.ts';
import type { ProcFs } from './proc-table.ts';
import { systemProcFs } from './proc-table.ts';
import type { Kill } from './process-group.ts';
import { signalGroup } from './process-group.ts';

/**
 * Everything one server started, however it tried to leave: its process
 * group, and beyond it (setsid, detached children, a parent that exited)
 * a cgroup on Linux where one can be made, otherwise the processes that
 * polling /proc saw descend from it or carry its marker.
 */
export interface ServerTree {
  /** Variables the server must start with: its descendants inherit the marker. */
  readonly env: Readonly<Record<string, string>>;
  /** The server started as `pid`: put it (and anything it already started) in the tree, and have the watchdog guard it. */
  plant(pid: number): void;
  /** True while any process of the tree is left. */
  alive(): boolean;
  /** SIGTERM to every process, SIGKILL after the grace, again until none is left; then lets go of it. */
  end(graceMs: number): Promise<'gone' | 'killed'>;
  /** SIGKILL to every process at once, for when the proxy is exiting right now. */
  killNow(): void;
  /** Nothing is left: remove its cgroup, stop tracking, and tell the watchdog. */
  release(): void;
}

export interface ServerTrees {
  create(): ServerTree;
  /** SIGKILL to every tree still planted. */
  killAllNow(): void;
  /** Removes the proxy's cgroup directory once the trees are gone. */
  close(): void;
}

export interface ServerTreeDeps {
  watchdog: GroupWatch;
  /** Opened at the first tree; undefined (no cgroup v2, read-only, not ours to write) means tracking instead. */
  openCgroups?: () => Cgroups | undefined;
  procFs?: ProcFs;
  tracker?: DescendantTracker;
  kill?: Kill;
  sleep?: (ms: number) => Promise<unknown>;
  now?: () => number;
  log?: (message: string) => void;
  /** A fresh marker value per server. */
  marker?: () => string;
}

/** Time the tree has after SIGKILL to disappear; rescans go on meanwhile, for anything it started. */
const SIGKILL_WAIT_MS = 2000;
/** How long an emptied cgroup is retried before it is left (reported) as it is. */
const CGROUP_REMOVE_MS = 5000;

export function createServerTrees(deps: ServerTreeDeps): ServerTrees {
  const {
    watchdog,
    procFs = systemProcFs(),
    kill = process.kill,
    sleep = delay,
    now = Date.now,
    log = () => {},
    marker = () => randomBytes(12).toString('hex'),
  } = deps;
  const open = deps.openCgroups ?? (() => openCgroups({ proxyPid: process.pid }));
  const tracker = deps.tracker ?? createDescendantTracker({ procFs });
  let cgroups: Cgroups | undefined | null = null; // null: not opened yet
  let count = 0;
  const planted = new Set<ServerTree>();

  const signal = (pid: number, name: NodeJS.Signals) => {
    if (pid === process.pid) return;
    try {
      kill(pid, name);
    } catch {
      // gone meanwhile
    }
  };

  // Exiting processes keep a cgroup from being removed for a moment after they leave cgroup.procs.
  const leftover = new Set<string>();
  let closed = false;
  const removeSoon = (groups: Cgroups, path: string) => {
    if (groups.remove(path)) return;
    leftover.add(path);
    const deadline = now() + CGROUP_REMOVE_MS;
    const retry = setInterval(() => {
      const removed = groups.remove(path);
      if (!removed && now() < deadline) return;
      clearInterval(retry);
      leftover.delete(path);
      if (!removed) log(`cgroup ${path} still holds processes; it stays`);
      else if (closed && leftover.size === 0) groups.remove(groups.dir);
    }, 100);
    retry.unref();
  };

  const create = (): ServerTree => {
    const value = marker();
    const name = `server-${++count}`;
    let root: number | undefined;
    let rootStart: number | undefined;
    let cgroup: string | undefined;
    let tracked: TrackedTree | undefined;
    let released = false;

    const members = (): number[] => {
      if (cgroup && cgroups) return cgroups.pids(cgroup);
      return (tracked?.refresh() ?? []).map((entry) => entry.pid);
    };
    // With /proc, the group is signalled only while the server itself runs (its id cannot have been
    // reused then), and its other members are in the cgroup or tracked anyway. Without, the group is all there is.
    const groupOurs = (pid: number): boolean =>
      rootStart === undefined ? signalGroup(pid, 0, kill) : procFs.stat(pid)?.start === rootStart;
    const anyLeft = () =>
      root !== undefined && (groupOurs(root) || (cgroup && cgroups ? cgroups.populated(cgroup) : members().length > 0));
    const signalAll = (signalName: NodeJS.Signals) => {
      if (root === undefined) return;
      if (groupOurs(root)) signalGroup(root, signalName, kill);
      if (signalName === 'SIGKILL' && cgroup && cgroups) cgroups.kill(cgroup);
      for (const pid of members()) signal(pid, signalName);
    };

    const tree: ServerTree = {
      env: { [SERVER_MARKER_VARIABLE]: value },
      plant(pid) {
        root = pid;
        rootStart = procFs.stat(pid)?.start;
        planted.add(tree);
        if (cgroups === null) cgroups = open();
        cgroup = cgroups?.create(name);
        if (cgroup && cgroups && !placeInCgroup(cgroups, cgroup, pid)) {
          cgroups.remove(cgroup);
          cgroup = undefined;
        }
        watchdog.watch(pid, { marker: value, cgroup });
        if (!cgroup) {
          tracked = tracker.track(
            { pid, marker: value },
            {
              found: (entry) => watchdog.also(pid, entry.pid, entry.start),
              gone: (descendant) => watchdog.lost(pid, descendant),
            },
          );
        }
      },
      alive: anyLeft,
      async end(graceMs) {
        if (root === undefined || released) return 'gone';
        // Most servers leave within milliseconds of SIGTERM: look again soon, then every 50 ms.
        const waitGone = async (ms: number) => {
          const deadline = now() + ms;
          for (let pause = 5; now() < deadline; pause = Math.min(pause * 2, 50)) {
            await sleep(pause);
            if (!anyLeft()) return true;
          }
          return !anyLeft();
        };
        const gone = () => {
          tree.release();
          return 'gone' as const;
        };
        if (!anyLeft()) return gone();
        signalAll('SIGTERM');
        if (await waitGone(graceMs)) return gone();
        const deadline = now() + SIGKILL_WAIT_MS;
        do {
          signalAll('SIGKILL');
          await sleep(50);
        } while (anyLeft() && now() < deadline);
        tree.release();
        return 'killed';
      },
      killNow: () => signalAll('SIGKILL'),
      release() {
        if (released || root === undefined) return;
        released = true;
        planted.delete(tree);
        tracked?.stop();
        if (cgroup && cgroups) removeSoon(cgroups, cgroup);
        watchdog.forget(root);
      },
    };

    /** Moves the server, then whatever it started before the move (sweeping until nothing new is found). */
    const placeInCgroup = (groups: Cgroups, path: string, pid: number): boolean => {
      if (!groups.move(path, pid)) return false;
      // Tracking starts with a scan of /proc, after the move: whatever the server started before it is in that scan, so
      // the first round reads it; later rounds scan again, for what those started meanwhile.
      const sweep = tracker.track({ pid, marker: value });
      for (let round = 0; round < 3; round++) {
        const inCgroup = new Set(groups.pids(path));
        const outside = (round === 0 ? sweep.members() : sweep.refresh()).filter((entry) => !inCgroup.has(entry.pid));
        if (outside.length === 0) break;
        for (const entry of outside) groups.move(path, entry.pid);
      }
      sweep.stop();
      return true;
    };

    return tree;
  };

  return {
    create,
    killAllNow() {
      for (const tree of planted) tree.killNow();
    },
    close() {
      closed = true;
      if (!cgroups) return;
      for (const path of leftover) if (cgroups.remove(path)) leftover.delete(path);
      // Fails while a cgroup is left in it: then its last retry, or the watchdog, removes it.
      cgroups.remove(cgroups.dir);
    },
  };
}
