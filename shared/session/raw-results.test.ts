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

  it('matches concurrent calls of different tools by name, whatever order they go out in', () => {
    const raw = new RawResults();
    const echo = raw.expect('tools/call', { name: 'echo', arguments: {} });
    const add = raw.expect('tools/call', { name: 'add', arguments: {} });
    raw.sent({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: {} } });
    raw.sent({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: {} } });
    raw.received({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: '3' }] } });
    raw.received({ jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: 'hi' }] } });
    expect(add.result).toEqual({ content: [{ type: 'text', text: '3' }] });
    expect(echo.result).toEqual({ content: [{ type: 'text', text: 'hi' }] });
  });

  it('follows a call through input_required rounds to its final result, and names each round', () => {
    const rounds: unknown[] = [];
    const raw = new RawResults((round) => rounds.push(round));
    const call = raw.expect('tools/call', { name: 'deploy' });
    raw.sent({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'deploy' } });
    raw.received({ jsonrpc: '2.0', id: 1, result: { resultType: 'input_required', inputRequests: {} } });
    expect(call.received).toBe(false);
    raw.sent({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'deploy', inputResponses: {} } });
    raw.received({ jsonrpc: '2.0', id: 2, result: { resultType: 'complete', content: [] } });
    expect(call).toMatchObject({ id: 2, received: true, result: { resultType: 'complete' } });
    expect(rounds).toEqual([{ method: 'tools/call', key: 'deploy', previousId: 1, id: 2, round: 2 }]);
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

describe('malformed answers', () => {
  it('reports the problem for its own call and hands the SDK a well-formed stand-in', async () => {
    const raw = new RawResults();
    const call = raw.expect('tools/call', { name: 'x' });
    raw.sent({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'x' } });
    const standIn = raw.received({ jsonrpc: '2.0', id: 5, error: { code: '-1' } } as never);
    await expect(call.malformed).resolves.toMatchObject({
      problem: expect.stringContaining('"error.code" must be an integer'),
    });
    expect(standIn).toMatchObject({ jsonrpc: '2.0', id: 5, error: { code: -32603 } });
    expect(raw.received({ jsonrpc: '2.0', id: 6, result: {} })).toBeUndefined();
  });

  it('settles at once, with the reason, an answer the SDK would drop though our own rules let it pass', async () => {
    const raw = new RawResults();
    const answers = [
      [{ jsonrpc: '2.0', id: 1, result: {}, constructor: { prototype: { polluted: true } } }, 'also has "constructor"'],
      [JSON.parse('{"jsonrpc":"2.0","id":2,"__proto__":{"polluted":true},"result":{}}'), 'also has "__proto__"'],
      [
        JSON.parse('{"jsonrpc":"2.0","id":3,"error":{"code":18446744073709551616,"message":"m"}}'),
        'past the integers a JSON number carries exactly',
      ],
    ] as const;
    for (const [answer, reason] of answers) {
      const call = raw.expect('tools/call', { name: 'x' });
      raw.sent({ jsonrpc: '2.0', id: answer.id, method: 'tools/call', params: { name: 'x' } });
      expect(raw.received(answer as never)).toMatchObject({ jsonrpc: '2.0', id: answer.id, error: { code: -32603 } });
      await expect(call.malformed).resolves.toMatchObject({ problem: expect.stringContaining(reason) });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
