import { describe, expect, it } from 'vitest';
import type { Kill } from './process-group.ts';
import { groupAlive, signalGroup } from './process-group.ts';

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
  return { sent, kill };
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
