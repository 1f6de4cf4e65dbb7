import { describe, expect, it } from 'vitest';
import type { Cgroups } from './cgroup.ts';
import { fakeProcFs } from '../test-kit/fake-proc-fs.ts';
import type { GroupWatch, ServerCare } from './group-watchdog.ts';
import type { ProcEntry } from './proc-table.ts';
import type { Kill } from './process-group.ts';
import { createServerTrees } from './server-tree.ts';

const entry = (pid: number, ppid: number, start: number, pgid = pid): ProcEntry => ({ pid, ppid, pgid, start });

/**
 * Processes in memory that ignore SIGTERM (as a stubborn server does, unless
 * `obeying`) and go on SIGKILL; a negative pid signals the group, as kill(2) does.
 */
function machine(entries: ProcEntry[], environs: Record<number, string[]> = {}, obeying = false) {
  const proc = fakeProcFs(entries, environs);
  const signals: Array<[number, string | number | undefined]> = [];
  const kill: Kill = (pid, signal) => {
    const targets =
      pid < 0 ? (proc.list() ?? []).filter((each) => each.pgid === -pid) : [proc.stat(pid)].filter(Boolean);
    if (targets.length === 0) throw Object.assign(new Error('ESRCH'), { code: 'ESRCH' });
    signals.push([pid, signal]);
    if (signal === 'SIGKILL' || (obeying && signal === 'SIGTERM'))
      for (const each of targets) proc.remove((each as ProcEntry).pid);
    return true;
  };
  let clock = 0;
  const watched: string[] = [];
  const watchdog: GroupWatch = {
    watch: (pid: number, care?: ServerCare) => void watched.push(`watch ${pid} ${care?.cgroup ?? '-'}`),
    also: (pid, descendant) => void watched.push(`also ${pid} ${descendant}`),
    lost: (pid, descendant) => void watched.push(`lost ${pid} ${descendant}`),
    forget: (pid) => void watched.push(`forget ${pid}`),
  };
  const deps = {
    watchdog,
    procFs: proc,
    kill,
    now: () => clock,
    sleep: async (ms: number) => void (clock += ms),
    marker: () => 'm1',
  };
  return { proc, signals, watched, deps };
}

/** Cgroups in memory: membership by pid, cgroup.kill removes its members from `proc`. */
function memoryCgroups(proc: ReturnType<typeof fakeProcFs>, options: { moveFails?: boolean } = {}) {
  const members = new Map<string, Set<number>>();
  const removed: string[] = [];
  let kills = 0;
  const cgroups: Cgroups = {
    dir: '/cg/mcp-loupe-1',
    create: (name) => (members.set(`/cg/mcp-loupe-1/${name}`, new Set()), `/cg/mcp-loupe-1/${name}`),
    move(path, pid) {
      if (options.moveFails) return false;
      members.get(path)?.add(pid);
      return true;
    },
    pids: (path) => [...(members.get(path) ?? [])].filter((pid) => proc.stat(pid)),
    populated: (path) => cgroups.pids(path).length > 0,
    kill(path) {
      kills++;
      for (const pid of members.get(path) ?? []) proc.remove(pid);
    },
    remove: (path) => (removed.push(path), true),
  };
  return { cgroups, members, removed, kills: () => kills };
}

// The server 100; 101 its child in its group; 102 in a session of its own; 103 re-parented away, found by its marker.
const escapedTree = () => [
  entry(100, 1, 10),
  entry(101, 100, 11, 100),
  entry(102, 101, 12, 102),
  entry(103, 1, 13, 103),
  entry(500, 1, 1),
];
const marked = { 103: ['MCP_LOUPE_SERVER=m1'] };

describe('server tree without a cgroup (tracking)', () => {
  it('ends every descendant, in its group or not: SIGTERM, then SIGKILL after the grace', async () => {
    const { proc, signals, watched, deps } = machine(escapedTree(), marked);
    const tree = createServerTrees({ ...deps, openCgroups: () => undefined }).create();
    expect(tree.env).toEqual({ MCP_LOUPE_SERVER: 'm1' });
    tree.plant(100);
    expect(await tree.end(300)).toBe('killed');
    expect((proc.list() ?? []).map((each) => each.pid)).toEqual([500]);
    expect(signals.filter(([, signal]) => signal === 'SIGTERM').map(([pid]) => pid)).toEqual([
      -100, 100, 101, 102, 103,
    ]);
    expect(watched).toEqual([
      'watch 100 -',
      'also 100 101',
      'also 100 102',
      'also 100 103',
      'lost 100 101',
      'lost 100 102',
      'lost 100 103',
      'forget 100',
    ]);
    expect(tree.alive()).toBe(false);
  });

  it('stops at SIGTERM when every process obeys, and does nothing more once all are gone', async () => {
    const { proc, signals, deps } = machine(escapedTree(), marked, true);
    const tree = createServerTrees({ ...deps, openCgroups: () => undefined }).create();
    tree.plant(100);
    expect(await tree.end(2000)).toBe('gone');
    expect(signals.filter(([, signal]) => signal === 'SIGKILL')).toEqual([]);
    expect((proc.list() ?? []).map((each) => each.pid)).toEqual([500]);
    expect(await tree.end(2000)).toBe('gone');
  });

  it('spares a process given a remembered pid after that descendant exited (pid reuse)', async () => {
    const { proc, signals, deps } = machine(escapedTree(), marked);
    const tree = createServerTrees({ ...deps, openCgroups: () => undefined }).create();
    tree.plant(100);
    proc.remove(102);
    proc.set(entry(102, 1, 900, 102)); // a stranger now has pid 102
    await tree.end(300);
    expect(signals.some(([pid]) => pid === 102)).toBe(false);
    expect(proc.stat(102)?.start).toBe(900);
  });

  it('leaves alone a process group led by a pid reused after the server and its group are gone', async () => {
    const { proc, signals, deps } = machine(escapedTree(), marked);
    const tree = createServerTrees({ ...deps, openCgroups: () => undefined }).create();
    tree.plant(100);
    for (const pid of [100, 101, 102, 103]) proc.remove(pid);
    proc.set(entry(100, 1, 900)); // a stranger now leads group 100
    expect(tree.alive()).toBe(false);
    expect(await tree.end(300)).toBe('gone');
    expect(signals).toEqual([]);
    expect(proc.stat(100)?.start).toBe(900);
  });

  it('kills every tree at once when the proxy is exiting', () => {
    const { proc, deps } = machine(escapedTree(), marked);
    const trees = createServerTrees({ ...deps, openCgroups: () => undefined });
    trees.create().plant(100);
    trees.killAllNow();
    expect((proc.list() ?? []).map((each) => each.pid)).toEqual([500]);
  });
});

describe('server tree in a cgroup', () => {
  it('moves the server and what it already started into its cgroup, and ends it with cgroup.kill', async () => {
    const { proc, watched, deps } = machine(escapedTree(), marked);
    const memory = memoryCgroups(proc);
    const tree = createServerTrees({ ...deps, openCgroups: () => memory.cgroups }).create();
    tree.plant(100);
    expect([...(memory.members.get('/cg/mcp-loupe-1/server-1') ?? [])].sort()).toEqual([100, 101, 102, 103]);
    expect(watched).toEqual(['watch 100 /cg/mcp-loupe-1/server-1']);
    expect(await tree.end(300)).toBe('killed');
    expect(memory.kills()).toBeGreaterThan(0);
    expect(memory.removed).toEqual(['/cg/mcp-loupe-1/server-1']);
    expect(watched.at(-1)).toBe('forget 100');
    expect((proc.list() ?? []).map((each) => each.pid)).toEqual([500]);
  });

  it('tracks instead when the server cannot be moved, and removes the unused cgroup', async () => {
    const { proc, watched, deps } = machine(escapedTree(), marked);
    const memory = memoryCgroups(proc, { moveFails: true });
    const tree = createServerTrees({ ...deps, openCgroups: () => memory.cgroups }).create();
    tree.plant(100);
    expect(memory.removed).toEqual(['/cg/mcp-loupe-1/server-1']);
    expect(watched[0]).toBe('watch 100 -');
    expect(await tree.end(300)).toBe('killed');
    expect((proc.list() ?? []).map((each) => each.pid)).toEqual([500]);
  });
});
