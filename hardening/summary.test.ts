import { describe, expect, it } from 'vitest';
import { summarize, table } from './summary.ts';

describe('the hardening summary', () => {
  it('counts attacks, faults, leftovers and fuzz cases, and fails on any that got through', () => {
    const summary = summarize([
      { kind: 'attack', area: 'token', name: 'missing', refused: true },
      { kind: 'attack', area: 'token', name: 'wrong', refused: false },
      { kind: 'fault', area: 'kill', name: 'server', survived: true },
      { kind: 'left', area: 'kill', name: 'server', pids: [12] },
      { kind: 'fuzz', area: 'framing', name: 'newline', cases: 100_000 },
    ]);
    expect(summary.attacks).toMatchObject({ tried: 2, refused: 1 });
    expect(summary.processesLeft).toBe(1);
    expect(summary.ok).toBe(false);
    expect(table(summary)).toContain('100,000');
    expect(table(summary)).toMatch(/Attacks refused\s+1 of 2/);
    // The closing lines name each failure, so the tail of a long log still says what got through.
    expect(table(summary).split('\n').slice(-3)).toEqual([
      'FAILED:',
      '  not refused: token › wrong',
      '  left running: kill › server (pids 12)',
    ]);
  });

  it('is ok when everything was refused and nothing left', () => {
    expect(summarize([{ kind: 'attack', area: 'token', name: 'missing', refused: true }]).ok).toBe(true);
  });

  it('fails a load run in which a call was not answered exactly once, and prints its figures', () => {
    const load = {
      kind: 'load',
      area: 'proxy',
      name: 'stdio sessions',
      sessions: 20,
      callsPerSession: 1_000,
      idleMb: 120,
      peakMb: 141,
      afterMb: 141,
      childrenLeft: 0,
    } as const;
    expect(summarize([{ ...load, answeredOnce: 20_000 }]).ok).toBe(true);
    const short = summarize([{ ...load, answeredOnce: 19_999 }]);
    expect(short.ok).toBe(false);
    expect(table(short)).toContain(
      '20 sessions × 1000 calls, 19999 answered exactly once; proxy memory 120 MB idle, 141 MB peak, 141 MB after',
    );
  });
});
