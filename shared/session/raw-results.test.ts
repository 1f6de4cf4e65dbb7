import { describe, expect, it } from 'vitest';
import { RawResults, isFinalResult } from './raw-results.ts';

describe('RawResults', () => {
  it('keeps each result as received, matched by send order per method', () => {
    const raw = new RawResults();
    const first = raw.expect('tools/call');
    const second = raw.expect('tools/call');
    const other = raw.expect('tools/list');
    raw.sent({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} });
    raw.sent({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    raw.sent({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: {} });
    raw.sent({ jsonrpc: '2.0', method: 'notifications/cancelled', params: {} });
    raw.received({ jsonrpc: '2.0', id: 3, result: { content: [], resultType: 'complete' } });
    raw.received({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'a' }] } });
    expect(first).toMatchObject({ id: 1, received: true, result: { content: [{ type: 'text', text: 'a' }] } });
    expect(second).toMatchObject({ id: 3, received: true, result: { resultType: 'complete' } });
    expect(other).toMatchObject({ id: 2, received: false });
  });

  it('forgets released captures', () => {
    const raw = new RawResults();
    const capture = raw.expect('ping');
    raw.release(capture);
    raw.sent({ jsonrpc: '2.0', id: 9, method: 'ping' });
    expect(capture.id).toBeUndefined();
  });

  it('tells an input_required round from a final result', () => {
    expect(isFinalResult({ resultType: 'input_required', inputRequests: {} })).toBe(false);
    expect(isFinalResult({ resultType: 'complete' })).toBe(true);
    expect(isFinalResult({ content: [] })).toBe(true);
  });
});
