import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchdogSpawn } from './group-watchdog.ts';
import { createGroupWatchdog } from './group-watchdog.ts';
import { isGone, waitUntil, watchdogPids } from './test-support.ts';

// Ignores SIGTERM, like its grandchild; prints the grandchild's pid once both are set.
const stubbornGroup = [
  "process.on('SIGTERM', () => {});",
  "const { spawn } = require('node:child_process');",
  "const grandchild = spawn(process.execPath, ['-e', \"process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('set')\"], { stdio: ['ignore', 'pipe', 'ignore'] });",
  "grandchild.stdout.once('data', () => console.log(String(grandchild.pid)));",
  'setInterval(() => {}, 1000);',
].join('\n');

const leaders: number[] = [];
afterEach(() => {
  for (const pid of leaders.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** A detached process group as the bridge starts them: its leader's and its grandchild's pids. */
async function startGroup(): Promise<{ leader: number; grandchild: number }> {
  const child = spawn(process.execPath, ['-e', stubbornGroup], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  leaders.push(child.pid as number);
  const line = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk).trim())));
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
    await waitUntil(() => isGone(leader) && isGone(grandchild), 10_000, 'the watched group to be gone');
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
});
