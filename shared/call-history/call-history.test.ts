import { describe, expect, it, vi } from 'vitest';
import type { CallOutcome } from '../session/call-outcome.ts';
import { approximateJsonLength, createCallHistory, summarizeOutcome } from './call-history.ts';

const ok = (text: string, durationMs = 5): CallOutcome => ({
  kind: 'result',
  result: { content: [{ type: 'text', text }] },
  durationMs,
});

describe('summarizeOutcome', () => {
  it('says ok, isError, error or cancelled, with the time taken', () => {
    expect(summarizeOutcome(ok('x', 12))).toEqual({ status: 'ok', durationMs: 12 });
    expect(summarizeOutcome({ kind: 'result', result: { content: [], isError: true }, durationMs: 3 })).toEqual({
      status: 'isError',
      durationMs: 3,
    });
    expect(summarizeOutcome({ kind: 'error', code: -32602, message: 'Invalid params', durationMs: 4 })).toEqual({
      status: 'error',
      durationMs: 4,
      message: 'Invalid params',
    });
    expect(summarizeOutcome({ kind: 'cancelled', durationMs: 9 })).toEqual({ status: 'cancelled', durationMs: 9 });
  });

  it('says flagged, not ok, for an answer the protocol rules flag', () => {
    const finding = (severity: 'error' | 'info') => ({
      rule: 'result-schema' as const,
      severity,
      pointer: '',
      source: 'JSON-RPC 2.0',
      message: 'm',
    });
    expect(summarizeOutcome({ kind: 'result', result: {}, durationMs: 2, findings: [finding('error')] })).toEqual({
      status: 'flagged',
      durationMs: 2,
    });
    expect(summarizeOutcome({ kind: 'result', result: {}, durationMs: 2, findings: [finding('info')] })).toEqual({
      status: 'ok',
      durationMs: 2,
    });
  });
});

describe('createCallHistory', () => {
  it('keeps each tool’s calls newest first, with their arguments and outcome', () => {
    const history = createCallHistory();
    history.record('echo', { at: 1000, args: { message: 'one' }, outcome: ok('one') });
    history.record('get-sum', { at: 1500, args: { a: 1, b: 2 }, outcome: ok('3') });
    history.record('echo', { at: 2000, args: { message: 'two' }, outcome: ok('two') });
    const echo = history.entries('echo');
    expect(echo.map((entry) => entry.args)).toEqual([{ message: 'two' }, { message: 'one' }]);
    expect(echo[0]).toMatchObject({ at: 2000, summary: { status: 'ok', durationMs: 5 }, outcome: ok('two') });
    expect(history.entries('get-sum')).toHaveLength(1);
    expect(history.entries('unknown')).toEqual([]);
    expect(Object.isFrozen(echo[0])).toBe(true);
    expect(Object.isFrozen(echo)).toBe(true);
  });

  it('gives a stable snapshot until that tool’s history changes, and tells subscribers', () => {
    const history = createCallHistory();
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    history.record('echo', { at: 1, args: {}, outcome: ok('a') });
    const before = history.entries('echo');
    expect(history.entries('echo')).toBe(before);
    history.record('other', { at: 2, args: {}, outcome: ok('b') });
    expect(history.entries('echo')).toBe(before);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    history.record('echo', { at: 3, args: {}, outcome: ok('c') });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(history.entries('echo')).not.toBe(before);
  });

  it('lists at most maxEntries calls per tool', () => {
    const history = createCallHistory({ maxEntries: 3 });
    for (let n = 1; n <= 5; n++) history.record('echo', { at: n, args: { n }, outcome: ok(String(n)) });
    expect(history.entries('echo').map((entry) => entry.args['n'])).toEqual([5, 4, 3]);
  });

  it('keeps the outcome of the last few calls only, and says why an older one has none', () => {
    const history = createCallHistory({ keepOutcomes: 2 });
    for (let n = 1; n <= 4; n++) history.record('echo', { at: n, args: { n }, outcome: ok(String(n)) });
    const entries = history.entries('echo');
    expect(entries.map((entry) => entry.outcome !== undefined)).toEqual([true, true, false, false]);
    expect(entries[2]).toMatchObject({ dropped: 'older', args: { n: 2 }, summary: { status: 'ok' } });
    expect(Object.isFrozen(entries[2])).toBe(true);
  });

  it('keeps outcomes within a size budget over all tools, dropping the oldest first', () => {
    const history = createCallHistory({ maxOutcomeChars: 100, measure: () => 40 });
    history.record('a', { at: 1, args: {}, outcome: ok('1') });
    history.record('b', { at: 2, args: {}, outcome: ok('2') });
    history.record('a', { at: 3, args: {}, outcome: ok('3') });
    expect(history.entries('a').map((entry) => entry.dropped)).toEqual([undefined, 'older']);
    expect(history.entries('b')[0]?.outcome).toBeDefined();
  });

  it('does not keep an outcome larger than the whole budget, but lists the call', () => {
    const history = createCallHistory({ maxOutcomeChars: 300 });
    history.record('a', { at: 1, args: {}, outcome: ok('small') });
    history.record('a', { at: 2, args: { big: true }, outcome: ok('x'.repeat(500)) });
    const [big, small] = history.entries('a');
    expect(big).toMatchObject({ dropped: 'too-large', summary: { status: 'ok' }, args: { big: true } });
    expect(big?.outcome).toBeUndefined();
    expect(small?.outcome).toBeDefined();
  });

  it('frees the budget of a call that leaves the list', () => {
    const history = createCallHistory({ maxEntries: 1, maxOutcomeChars: 100, measure: () => 60 });
    history.record('a', { at: 1, args: {}, outcome: ok('1') });
    history.record('a', { at: 2, args: {}, outcome: ok('2') });
    expect(history.entries('a')[0]?.outcome).toBeDefined();
  });

  it('clears one tool’s calls', () => {
    const history = createCallHistory();
    history.record('a', { at: 1, args: {}, outcome: ok('1') });
    history.record('b', { at: 2, args: {}, outcome: ok('2') });
    history.clear('a');
    expect(history.entries('a')).toEqual([]);
    expect(history.entries('b')).toHaveLength(1);
  });

  it('marks a call sent as a task', () => {
    const history = createCallHistory();
    expect(history.record('slow', { at: 1, args: {}, outcome: ok('t'), asTask: true }).asTask).toBe(true);
    expect(history.record('slow', { at: 2, args: {}, outcome: ok('t') }).asTask).toBeUndefined();
  });
});

describe('approximateJsonLength', () => {
  it('comes close to the length of the JSON', () => {
    const value = { content: [{ type: 'text', text: 'hello' }], isError: false, n: 12.5, none: null };
    const exact = JSON.stringify(value).length;
    const approx = approximateJsonLength(value, Number.POSITIVE_INFINITY);
    expect(Math.abs(approx - exact)).toBeLessThanOrEqual(exact * 0.2);
  });

  it('stops counting past the limit', () => {
    const many = { items: Array.from({ length: 1000 }, () => 'x'.repeat(100)) };
    const size = approximateJsonLength(many, 1000);
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(1500);
    expect(approximateJsonLength({ huge: 'x'.repeat(10_000) }, 100)).toBeGreaterThan(100);
  });
});
