import { describe, expect, it } from 'vitest';
import { errorKind, runLoad } from './load-run.ts';
import type { MethodAnswer } from './run-method.ts';

const ok: MethodAnswer = { kind: 'result', result: { content: [] }, resultFindings: [], durationMs: 5 };

/** A clock that moves only when told, and calls that end when released: no real time in these tests. */
function harness(answer: (n: number) => MethodAnswer = () => ok) {
  let now = 0;
  let inFlight = 0;
  let most = 0;
  let calls = 0;
  let gone: string | undefined;
  const seams = {
    now: () => now,
    lost: () => gone,
    call: async () => {
      const n = ++calls;
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      now += 10;
      inFlight--;
      return answer(n);
    },
  };
  return {
    seams,
    most: () => most,
    calls: () => calls,
    lose: (reason: string) => {
      gone = reason;
    },
  };
}

describe('runLoad', () => {
  it('starts exactly --requests calls, never more than C at once', async () => {
    const h = harness();
    const tally = await runLoad({ requests: 10, concurrency: 3 }, h.seams);
    expect(h.calls()).toBe(10);
    expect(h.most()).toBe(3);
    expect(tally).toMatchObject({ calls: 10, ok: 10, errors: {}, stoppedBy: 'requests' });
    expect(tally.durationsMs).toHaveLength(10);
  });

  it('starts no call once the duration has passed', async () => {
    const h = harness();
    // Each call moves the clock 10: calls begin at 0, 10, 20, … and none at 50.
    const tally = await runLoad({ durationMs: 50, concurrency: 1 }, h.seams);
    expect(tally.calls).toBe(5);
    expect(tally.stoppedBy).toBe('duration');
  });

  it('stops when the server goes away, keeping when and after how many answered calls', async () => {
    const h = harness((n) => {
      if (n < 4) return ok;
      h.lose('Server process exited with code 1');
      return { kind: 'error', message: 'The connection ended', durationMs: 3 };
    });
    const tally = await runLoad({ requests: 100, concurrency: 1 }, h.seams);
    expect(h.calls()).toBe(4);
    expect(tally.stoppedBy).toBe('server-lost');
    expect(tally.lost).toEqual({ atMs: 40, afterCalls: 3, reason: 'Server process exited with code 1' });
    expect(tally.errors).toEqual({ transport: 1 });
  });

  it('starts nothing after Ctrl-C', async () => {
    const stop = new AbortController();
    stop.abort();
    const h = harness();
    const tally = await runLoad({ requests: 5, concurrency: 2 }, { ...h.seams, signal: stop.signal });
    expect(h.calls()).toBe(0);
    expect(tally.stoppedBy).toBe('interrupted');
  });
});

describe('errorKind', () => {
  it('names each kind of failure, and none for a success', () => {
    expect(errorKind(ok)).toBeUndefined();
    expect(errorKind({ kind: 'result', result: { isError: true }, resultFindings: [], durationMs: 1 })).toBe('isError');
    expect(errorKind({ kind: 'error', code: -32602, message: 'x', durationMs: 1 })).toBe('jsonrpc -32602');
    expect(errorKind({ kind: 'error', message: 'No answer', timedOut: true, durationMs: 1 })).toBe('timeout');
    expect(errorKind({ kind: 'error', message: 'The connection ended', durationMs: 1 })).toBe('transport');
  });
});
