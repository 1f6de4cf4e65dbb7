import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WatchdogSpawn } from './group-watchdog.ts';
import { createGroupWatchdog, watchdogScript } from './group-watchdog.ts';
import { isGone, watchdogPids } from '../test-kit/processes.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

// Ignores SIGTERM, like its grandchild; prints the grandchild's pid once both are set.
const stubbornGroup = [
  "process.on('SIGTERM', () => {});",
  "const { spawn } = require('node:child_process');",
  "const grandchild = spawn(process.execPath, ['-e', \"process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('set')\"], { stdio: ['ignore', 'pipe', 'ignore'] });",
  "grandchild.stdout.once('data', () => console.log(String(grandchild.pid)));",
  'setInterval(() => {}, 1000);',
].join('\n');

const leaders: number[] = [];
const strays: number[] = [];
afterEach(() => {
  for (const pid of leaders.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const pid of strays.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Resolves with the first line `child` prints. */
function firstLine(child: { stdout: NodeJS.ReadableStream | null }): Promise<string> {
  return new Promise((resolve) => child.stdout?.once('data', (chunk: Buffer) => resolve(String(chunk).trim())));
}

/** A detached process group as the bridge starts them: its leader's and its grandchild's pids. */
async function startGroup(): Promise<{ leader: number; grandchild: number }> {
  const child = spawn(process.execPath, ['-e', stubbornGroup], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  leaders.push(child.pid as number);
  const line = await new Promise<string>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk).trim())),
  );
  return { leader: child.pid as number, grandchild: Number(line) };
}

describe('group watchdog', () => {
  it('ends the groups it watches once its stdin ends: SIGTERM, then SIGKILL after the grace', async () => {
    const { leader, grandchild } = await startGroup();
    const watchdog = createGroupWatchdog({ graceMs: 300 });
    watchdog.watch(leader);
    const helpers = watchdogPids(process.pid);
    if (helpers) expect(helpers.length).toBeGreaterThan(0);
    await watchdog.close();
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
    for (const helper of helpers ?? []) expect(isGone(helper), `watchdog ${helper}`).toBe(true);
  });

  it('leaves alone a group it was told to forget', async () => {
    const { leader, grandchild } = await startGroup();
    const watchdog = createGroupWatchdog({ graceMs: 300 });
    watchdog.watch(leader);
    watchdog.forget(leader);
    await watchdog.close();
    expect(isGone(leader)).toBe(false);
    expect(isGone(grandchild)).toBe(false);
  });

  it('keeps the event loop alive while close waits for the watchdog to exit', async () => {
    const { leader } = await startGroup();
    // Its own process: with nothing else to wait for, a loop that ignored the watchdog would exit before close resolved.
    const code = [
      `const { createGroupWatchdog } = await import(${JSON.stringify(new URL('./group-watchdog.ts', import.meta.url).href)});`,
      'const watchdog = createGroupWatchdog({ graceMs: 300 });',
      `watchdog.watch(${leader});`,
      `watchdog.forget(${leader});`,
      'await watchdog.close();',
      "console.log('closed');",
    ].join('\n');
    const run = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    run.stdout.on('data', (chunk) => (stdout += chunk));
    expect(await new Promise((resolve) => run.once('close', resolve))).toBe(0);
    expect(stdout).toBe('closed\n');
  });

  it('starts no process until a group is watched, and none after close', async () => {
    const started: string[][] = [];
    const recording: WatchdogSpawn = (command, args, options) => {
      started.push(args);
      return spawn(command, args, options);
    };
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: recording });
    watchdog.forget(123);
    expect(started).toEqual([]);
    await watchdog.close();
    watchdog.watch(123);
    expect(started).toEqual([]);
  });

  it('started ahead of the first group (prestart), watches it with the same process, and exits at close', async () => {
    const { leader, grandchild } = await startGroup();
    const started: number[] = [];
    const children: ChildProcess[] = [];
    const recording: WatchdogSpawn = (command, args, options) => {
      const child = spawn(command, args, options);
      started.push(child.pid as number);
      children.push(child);
      return child;
    };
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: recording });
    watchdog.prestart();
    watchdog.prestart();
    expect(started).toHaveLength(1);
    watchdog.watch(leader);
    expect(started).toHaveLength(1);
    await watchdog.close();
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
    expect(children[0]?.exitCode).toBe(0);
    watchdog.prestart();
    expect(started).toHaveLength(1);
  });

  it('started ahead and closed with nothing watched, exits at once', async () => {
    const started: ChildProcess[] = [];
    const watchdog = createGroupWatchdog({
      graceMs: 300,
      spawn: (command, args, options) => (started.push(spawn(command, args, options)), started.at(-1) as ChildProcess),
    });
    watchdog.prestart();
    await watchdog.close();
    expect(started).toHaveLength(1);
    expect(started[0]?.exitCode).toBe(0);
  });

  it('survives a watchdog that cannot start', async () => {
    const logs: string[] = [];
    const watchdog = createGroupWatchdog({
      graceMs: 300,
      log: (message) => logs.push(message),
      spawn: () => {
        throw new Error('spawn EAGAIN');
      },
    });
    expect(() => watchdog.watch(123)).not.toThrow();
    await watchdog.close();
    expect(logs).toEqual(['group watchdog: spawn EAGAIN']);
  });

  it('is replaced when Node fails to start it late (ENOENT: error, no exit), and the new one ends the group', async () => {
    const { leader, grandchild } = await startGroup();
    let attempts = 0;
    const missingFirst: WatchdogSpawn = (command, args, options) =>
      spawn(attempts++ === 0 ? '/nonexistent/node' : command, args, options);
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: missingFirst });
    watchdog.watch(leader);
    await waitUntil(() => attempts === 2, WAIT_MS, 'a second start');
    await watchdog.close();
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
  });

  it('is replaced at once when it dies, and the new one is told everything watched', async () => {
    const { leader, grandchild } = await startGroup();
    const before = new Set(watchdogPids(process.pid) ?? []);
    const watchdog = createGroupWatchdog({ graceMs: 300 });
    watchdog.watch(leader);
    const [first] = (watchdogPids(process.pid) ?? []).filter((pid) => !before.has(pid));
    expect(first).toBeDefined();
    process.kill(first as number, 'SIGKILL');
    await waitUntil(
      () => (watchdogPids(process.pid) ?? []).some((pid) => !before.has(pid) && pid !== first),
      WAIT_MS,
      'another watchdog',
    );
    await watchdog.close();
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
  });

  it('ends the servers of a proxy already dead when it starts', async () => {
    const { leader, grandchild } = await startGroup();
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    const helper = spawn(process.execPath, [watchdogScript, String(dead.pid), '300'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    strays.push(helper.pid as number);
    helper.stdin.write(`watch ${leader}\n`); // the pipe stays open: only its check of the proxy can tell
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
  });

  it('ends the servers when the proxy dies while something else holds its pipe open', async () => {
    const { leader, grandchild } = await startGroup();
    // A stand-in proxy: it starts the watchdog, then hands the write end of the watchdog's stdin to a sleeper.
    const proxy = [
      "const { spawn } = require('node:child_process');",
      `const helper = spawn(process.execPath, [${JSON.stringify(watchdogScript)}, String(process.pid), '300'], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });`,
      `helper.stdin.write('watch ${leader}\\n');`,
      "const holder = spawn('sleep', ['60'], { stdio: ['ignore', helper.stdin, 'ignore'], detached: true });",
      'console.log(holder.pid);',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const stand = spawn(process.execPath, ['-e', proxy], { stdio: ['ignore', 'pipe', 'inherit'] });
    strays.push(stand.pid as number);
    strays.push(Number(await firstLine(stand)));
    const helpers = watchdogPids(stand.pid as number);
    stand.kill('SIGKILL');
    await waitUntil(() => isGone(leader) && isGone(grandchild), WAIT_MS, 'the watched group to be gone');
    await waitUntil(() => (helpers ?? []).every(isGone), WAIT_MS, 'the watchdog to exit');
  });

  it.runIf(process.platform === 'linux')('ends processes that left the group but carry the marker', async () => {
    const { leader } = await startGroup();
    const marker = `test-${process.pid}-${Date.now()}`;
    const away = spawn(
      '/usr/bin/setsid',
      [process.execPath, '-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('set')"],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
        env: { ...process.env, MCP_LOUPE_SERVER: marker },
      },
    );
    strays.push(away.pid as number);
    await firstLine(away);
    const watchdog = createGroupWatchdog({ graceMs: 300 });
    watchdog.watch(leader, { marker });
    await watchdog.close();
    await waitUntil(
      () => isGone(leader) && isGone(away.pid as number),
      WAIT_MS,
      'the group and the marked process to be gone',
    );
  });

  it.runIf(process.platform === 'linux')(
    'ends a tracked descendant by pid and start time, and spares a pid whose start time differs (reused)',
    async () => {
      const { leader } = await startGroup();
      const startDetached = () => {
        const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], {
          stdio: 'ignore',
          detached: true,
        });
        strays.push(child.pid as number);
        return child.pid as number;
      };
      const tracked = startDetached();
      const reused = startDetached();
      await waitUntil(
        () => startTime(tracked) !== undefined && startTime(reused) !== undefined,
        WAIT_MS,
        'both to run',
      );
      const watchdog = createGroupWatchdog({ graceMs: 300 });
      watchdog.watch(leader);
      watchdog.also(leader, tracked, startTime(tracked) as number);
      watchdog.also(leader, reused, (startTime(reused) as number) - 1);
      await watchdog.close();
      await waitUntil(
        () => isGone(leader) && isGone(tracked),
        WAIT_MS,
        'the group and the tracked descendant to be gone',
      );
      expect(isGone(reused)).toBe(false);
    },
  );

  /** `server` (Node code) as its own group leader, watched by a watchdog told of it alone, then told to go. */
  function watchedServer(server: string) {
    const leader = spawn(process.execPath, ['-e', server], { detached: true, stdio: ['pipe', 'pipe', 'ignore'] });
    leaders.push(leader.pid as number);
    const helper = spawn(process.execPath, [watchdogScript, String(process.pid), '300'], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    strays.push(helper.pid as number);
    helper.stdin.write(`watch ${leader.pid} - -\n`);
    leader.stdin.write('go\n');
    return { leader, helper };
  }

  it.runIf(process.platform === 'linux')(
    'ends a child the server started just before the proxy died: own session, empty environment, never reported',
    async () => {
      // No cgroup, no marker it could inherit, no `also`: only its parent, the server, leads to it.
      const server = [
        "const { spawn } = require('node:child_process');",
        "process.stdin.once('data', () => {",
        "  const away = spawn(process.execPath, ['-e', \"process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)\"], { stdio: 'ignore', detached: true, env: {} });",
        '  console.log(String(away.pid));',
        '});',
        'setInterval(() => {}, 1000);',
      ].join('\n');
      const { leader, helper } = watchedServer(server);
      const away = Number(await firstLine(leader));
      strays.push(away);
      helper.stdin.end(); // as the proxy's SIGKILL would: before any tracker could have seen the child
      await waitUntil(
        () => isGone(leader.pid as number) && isGone(away),
        WAIT_MS,
        'the server and its detached child to be gone',
      );
    },
  );

  it.runIf(process.platform === 'linux')(
    'follows such children down the chain: a detached child of a detached child, neither reported',
    async () => {
      const sleeper = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)";
      const middle = [
        "process.on('SIGTERM', () => {});",
        "const { spawn } = require('node:child_process');",
        `const last = spawn(process.execPath, ['-e', ${JSON.stringify(sleeper)}], { stdio: 'ignore', detached: true, env: {} });`,
        'console.log(process.pid + " " + last.pid);',
        'setInterval(() => {}, 1000);',
      ].join('\n');
      const server = [
        "const { spawn } = require('node:child_process');",
        "process.stdin.once('data', () => {",
        `  const first = spawn(process.execPath, ['-e', ${JSON.stringify(middle)}], { stdio: ['ignore', 'pipe', 'ignore'], detached: true, env: {} });`,
        "  first.stdout.once('data', (line) => process.stdout.write(line));",
        '});',
        'setInterval(() => {}, 1000);',
      ].join('\n');
      const { leader, helper } = watchedServer(server);
      const chain = (await firstLine(leader)).split(' ').map(Number);
      strays.push(...chain);
      expect(chain).toHaveLength(2);
      helper.stdin.end();
      await waitUntil(
        () => isGone(leader.pid as number) && chain.every(isGone),
        WAIT_MS,
        'the server and both detached descendants to be gone',
      );
    },
  );
});

/** Field 22 of /proc/PID/stat. */
function startTime(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  } catch {
    return undefined;
  }
}

/**
 * A watchdog process in memory: what it was told, and an `exit` to end it.
 * Those `fails` picks (by attempt, from 0) fail to start as Node reports it:
 * no pid, a closed stdin, and on a later tick 'error' alone, never 'exit'.
 */
function fakeWatchdogs(fails: (attempt: number) => boolean = () => false) {
  const started: Array<{ lines: () => string[]; exit: () => void }> = [];
  const spawnFake: WatchdogSpawn = () => {
    const failing = fails(started.length);
    const stdin = Object.assign(new PassThrough(), { unref() {} });
    const child = Object.assign(new EventEmitter(), {
      stdin,
      pid: failing ? undefined : 1000 + started.length,
      ref() {},
      unref() {},
    });
    let text = '';
    child.stdin.on('data', (chunk) => (text += chunk));
    started.push({ lines: () => text.split('\n').filter(Boolean), exit: () => child.emit('exit', null, 'SIGKILL') });
    if (failing) {
      stdin.end();
      process.nextTick(() => child.emit('error', Object.assign(new Error('spawn EAGAIN'), { code: 'EAGAIN' })));
    }
    return child as unknown as ChildProcess;
  };
  return { started, spawnFake };
}

/** Lets pending ticks run: Node's 'error' for a failed start, and the pipe's deliveries. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group watchdog restarts', () => {
  it('starts another when it dies while servers are watched, and tells it everything still watched', async () => {
    const { started, spawnFake } = fakeWatchdogs();
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake });
    watchdog.watch(10, { marker: 'm', cgroup: '/cg/a b' });
    watchdog.also(10, 11, 500);
    watchdog.also(10, 12, 501);
    watchdog.lost(10, 12);
    watchdog.watch(20);
    watchdog.forget(20);
    started[0]?.exit();
    expect(started).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve)); // the pipe delivers on a later tick
    expect(started[1]?.lines()).toEqual(['watch 10 m %2Fcg%2Fa%20b', 'also 10 11 500']);
  });

  it('starts none when nothing is watched, and none after close', async () => {
    const { started, spawnFake } = fakeWatchdogs();
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake });
    watchdog.watch(10);
    watchdog.forget(10);
    started[0]?.exit();
    expect(started).toHaveLength(1);
    watchdog.watch(30);
    expect(started).toHaveLength(2);
    const closing = watchdog.close();
    started[1]?.exit();
    await closing;
    expect(started).toHaveLength(2);
  });

  it('starts another when one fails to start (error, never exit), and tells it everything watched', async () => {
    const { started, spawnFake } = fakeWatchdogs((attempt) => attempt === 0);
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake });
    watchdog.watch(10, { marker: 'm' });
    watchdog.also(10, 11, 500);
    await tick();
    expect(started).toHaveLength(2);
    watchdog.watch(20);
    await tick();
    expect(started[1]?.lines()).toEqual(['watch 10 m -', 'also 10 11 500', 'watch 20 - -']);
    started[1]?.exit(); // and a real death after a failed start still restarts it
    expect(started).toHaveLength(3);
  });

  it('tries again at the next watch when one failed to start with nothing left to watch', async () => {
    const { started, spawnFake } = fakeWatchdogs((attempt) => attempt === 0);
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake });
    watchdog.watch(10);
    watchdog.forget(10);
    await tick();
    expect(started).toHaveLength(1);
    watchdog.watch(20);
    expect(started).toHaveLength(2);
    await tick();
    expect(started[1]?.lines()).toEqual(['watch 20 - -']);
  });

  it('restarts once when a child reports both error and exit', async () => {
    const { started, spawnFake } = fakeWatchdogs((attempt) => attempt === 0);
    const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake });
    watchdog.watch(10);
    await tick();
    started[0]?.exit();
    expect(started).toHaveLength(2);
  });

  it('waits a second between failed starts once they pile up, so it never spins', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { started, spawnFake } = fakeWatchdogs((attempt) => attempt < 7);
      const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake, now: () => 0 });
      watchdog.watch(10);
      for (let i = 0; i < 10; i++) await tick();
      expect(started).toHaveLength(6);
      vi.advanceTimersByTime(1000);
      expect(started).toHaveLength(7);
      await tick();
      vi.advanceTimersByTime(1000);
      expect(started).toHaveLength(8);
      await tick();
      expect(started.at(-1)?.lines()).toEqual(['watch 10 - -']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits a second before a restart when it keeps dying, so it never spins', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { started, spawnFake } = fakeWatchdogs();
      const watchdog = createGroupWatchdog({ graceMs: 300, spawn: spawnFake, now: () => 0 });
      watchdog.watch(10);
      for (let i = 0; i < 6; i++) started.at(-1)?.exit();
      expect(started).toHaveLength(6);
      vi.advanceTimersByTime(1000);
      expect(started).toHaveLength(7);
      await new Promise((resolve) => setImmediate(resolve));
      expect(started.at(-1)?.lines()).toEqual(['watch 10 - -']);
    } finally {
      vi.useRealTimers();
    }
  });
});
