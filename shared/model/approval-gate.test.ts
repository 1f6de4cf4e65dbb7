import { describe, expect, it } from 'vitest';
import { ApprovalGate } from './approval-gate.ts';

describe('ApprovalGate', () => {
  it('hands a waiting call the decision given, and keeps one given before its call asks', async () => {
    const gate = new ApprovalGate();
    const signal = new AbortController().signal;
    const first = gate.wait('a', signal);
    gate.decide('b', { approve: false, reason: 'no' });
    gate.decide('a', { approve: true, args: { x: 1 } });
    expect(await first).toEqual({ approve: true, args: { x: 1 } });
    expect(gate.has('b')).toBe(true);
    expect(await gate.wait('b', signal)).toEqual({ approve: false, reason: 'no' });
    expect(gate.has('b')).toBe(false);
  });

  it('denies a waiting call when the turn is stopped', async () => {
    const gate = new ApprovalGate();
    const stop = new AbortController();
    const waiting = gate.wait('a', stop.signal);
    stop.abort();
    expect(await waiting).toEqual({ approve: false });
    expect(await gate.wait('b', stop.signal)).toEqual({ approve: false });
  });
});
