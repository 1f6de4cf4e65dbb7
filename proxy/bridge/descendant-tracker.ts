import { clearInterval as nodeClearInterval, setInterval as nodeSetInterval } from 'node:timers';
import type { ProcEntry, ProcFs } from './proc-table.ts';

/** The variable every server starts with; its descendants inherit it unless they clear their environment. */
export const SERVER_MARKER_VARIABLE = 'MCP_LOUPE_SERVER';

/** What names a server's processes: its pid (leading its group) and the marker value it was started with. */
export interface TreeRoot {
  pid: number;
  marker: string;
  /** Its start time once known: after it exits, another process given its pid is no root. */
  start?: number | undefined;
}

/**
 * The processes of `list` that belong to the tree: the root and the
 * `known` ones still running as the same process (same start time, so a
 * reused pid is not taken for one of them), those whose parent
 * belongs, those in the server's process group, and those carrying its
 * marker. A parent is met before its children (sorted by start time), and
 * a second pass catches children started in the same clock tick.
 */
export function treeMembers(
  list: readonly ProcEntry[],
  known: ReadonlyMap<number, number>,
  root: TreeRoot,
  markerOf: (entry: ProcEntry) => string | undefined,
): Map<number, number> {
  const members = new Map<number, number>();
  for (const entry of list) {
    const start = known.get(entry.pid) ?? (entry.pid === root.pid ? (root.start ?? entry.start) : undefined);
    if (start === entry.start) members.set(entry.pid, entry.start);
  }
  const sorted = [...list].sort((a, b) => a.start - b.start || a.pid - b.pid);
  for (let pass = 0; pass < 2; pass++) {
    for (const entry of sorted) {
      if (members.has(entry.pid)) continue;
      const parentStart = members.get(entry.ppid);
      const belongs =
        (parentStart !== undefined && parentStart <= entry.start) ||
        (entry.pgid === root.pid && members.has(root.pid)) ||
        markerOf(entry) === root.marker;
      if (belongs) members.set(entry.pid, entry.start);
    }
  }
  return members;
}

/** One server's processes, as far as polling /proc has seen them. */
export interface TrackedTree {
  /** Scans now; the members still running. */
  refresh(): ProcEntry[];
  /** The members as of the last scan, checked again: a pid reused by another process is left out. */
  members(): ProcEntry[];
  /** No more polling for this tree. */
  stop(): void;
}

export interface TreeChanges {
  found?(entry: ProcEntry): void;
  /** A descendant seen before has exited: nothing is left to remember of it. */
  gone?(pid: number): void;
}

export interface DescendantTracker {
  /** Starts remembering `root`'s descendants; `changes` hears each one found and each one gone (to tell the watchdog). */
  track(root: TreeRoot, changes?: TreeChanges): TrackedTree;
}

export interface TrackerDeps {
  procFs: ProcFs;
  /** Between scans while any tree is tracked: short enough to see a child before it detaches and its parent exits. */
  pollMs?: number;
  setInterval?: (callback: () => void, ms: number) => { unref?(): unknown };
  clearInterval?: (timer: never) => void;
}

/**
 * Where no cgroup can hold a server's processes: remembers every descendant
 * from the moment a scan sees it, so one that calls setsid, or whose parent
 * exits, or that clears its environment, is still known at the end. One
 * timer scans for every tracked tree; each process's environment is read
 * once (per pid and start time).
 */
export function createDescendantTracker(deps: TrackerDeps): DescendantTracker {
  const { procFs, pollMs = 200 } = deps;
  const every: NonNullable<TrackerDeps['setInterval']> =
    deps.setInterval ?? ((callback, ms) => nodeSetInterval(callback, ms));
  const stopEvery: NonNullable<TrackerDeps['clearInterval']> =
    deps.clearInterval ?? ((timer) => nodeClearInterval(timer));
  const trees = new Set<{ root: TreeRoot; known: Map<number, number>; changes: TreeChanges }>();
  const markers = new Map<number, { start: number; marker: string | undefined }>();
  let timer: { unref?(): unknown } | undefined;

  const markerOf = (entry: ProcEntry): string | undefined => {
    const cached = markers.get(entry.pid);
    if (cached && cached.start === entry.start) return cached.marker;
    const prefix = `${SERVER_MARKER_VARIABLE}=`;
    const marker = procFs
      .environ(entry.pid)
      ?.find((pair) => pair.startsWith(prefix))
      ?.slice(prefix.length);
    markers.set(entry.pid, { start: entry.start, marker });
    return marker;
  };

  const scan = (): ProcEntry[] | undefined => {
    const list = procFs.list();
    if (!list) return undefined;
    const byPid = new Map(list.map((entry) => [entry.pid, entry]));
    for (const pid of markers.keys()) if (!byPid.has(pid)) markers.delete(pid);
    for (const tree of trees) {
      const members = treeMembers(list, tree.known, tree.root, markerOf);
      for (const [pid, start] of members) {
        const entry = byPid.get(pid);
        if (entry && tree.known.get(pid) !== start) tree.changes.found?.(entry);
      }
      for (const [pid, start] of tree.known)
        if (members.get(pid) !== start && pid !== tree.root.pid) tree.changes.gone?.(pid);
      tree.known = members;
    }
    return list;
  };

  const current = (known: Map<number, number>): ProcEntry[] => {
    const alive: ProcEntry[] = [];
    for (const [pid, start] of known) {
      const entry = procFs.stat(pid);
      if (entry?.start === start) alive.push(entry);
    }
    return alive;
  };

  return {
    track(root, changes = {}) {
      const first = procFs.stat(root.pid);
      const tree = {
        root: { ...root, start: root.start ?? first?.start },
        known: new Map(first ? [[root.pid, first.start]] : []),
        changes,
      };
      trees.add(tree);
      if (!timer) {
        timer = every(() => void scan(), pollMs);
        timer.unref?.();
      }
      scan();
      return {
        refresh: () => {
          scan();
          return current(tree.known);
        },
        members: () => current(tree.known),
        stop() {
          trees.delete(tree);
          if (trees.size === 0 && timer) {
            stopEvery(timer as never);
            timer = undefined;
            markers.clear();
          }
        },
      };
    },
  };
}
