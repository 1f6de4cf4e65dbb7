import { describe, expect, it } from 'vitest';
import type { Kill } from './process-group.ts';
import { groupAlive, signalGroup, terminateGroup } from './process-group.ts';

function esrch(): Error {
  return Object.assign(new Error('kill ESRCH'), { code: 'ESRCH' });
}

/** A fake group that dies after `diesAfter` signals of a given kind. */
function fakeGroup(diesOn: NodeJS.Signals | 'never') {
  const sent: Array<[number, NodeJS.Signals | number | undefined]> = [];
  let alive = true;
  const kill: Kill = (pid, signal) => {
    sent.push([pid, signal]);
    if (!alive) throw esrch();
    if (signal === diesOn || signal === 'SIGKILL') alive = false;
    return true;
  };
  let clock = 0;
  return { sent, kill, now: () => clock, sleep: async (ms: number) => void (clock += ms) };
}

describe('signalGroup', () => {
  it('signals the negative pid (the group) and says whether it exists', () => {
    const group = fakeGroup('SIGTERM');
    expect(signalGroup(123, 0, group.kill)).toBe(true);
    expect(group.sent).toEqual([[-123, 0]]);
    expect(signalGroup(123, 'SIGTERM', group.kill)).toBe(true);
    expect(groupAlive(123, group.kill)).toBe(false);
  });
});

describe('terminateGroup', () => {
  it('stops at SIGTERM when the group obeys', async () => {
    const group = fakeGroup('SIGTERM');
    expect(await terminateGroup(7, { graceMs: 2000, ...group })).toBe('gone');
    expect(group.sent.map(([, signal]) => signal)).toEqual(['SIGTERM', 0]);
  });

  it('sends SIGKILL to the group after the grace period', async () => {
    const group = fakeGroup('never');
    expect(await terminateGroup(7, { graceMs: 2000, ...group })).toBe('killed');
    expect(group.sent.filter(([, signal]) => signal !== 0)).toEqual([
      [-7, 'SIGTERM'],
      [-7, 'SIGKILL'],
    ]);
    expect(group.now()).toBeGreaterThanOrEqual(2000);
  });

  it('does nothing more when the group is already gone', async () => {
    const kill: Kill = () => {
      throw esrch();
    };
    expect(await terminateGroup(7, { graceMs: 2000, kill })).toBe('gone');
  });
});
