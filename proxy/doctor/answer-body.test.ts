import { describe, expect, it } from 'vitest';
import { answersId, answerTo, readAnswer, strayError } from './answer-body.ts';
import type { Exchange } from './exchange.ts';

function answer(patch: Partial<Exchange>): Exchange {
  return {
    status: 200,
    headers: new Headers(),
    mediaType: 'application/json',
    text: '',
    events: [],
    ended: 'end',
    ...patch,
  };
}

describe('readAnswer', () => {
  it('reads JSON-RPC, single or batched, and finds the answer to an id', () => {
    const single = readAnswer(answer({ text: '{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25"}}' }));
    expect(single.kind).toBe('json-rpc');
    expect(answerTo(single.messages, 1)).toEqual({ result: { protocolVersion: '2025-11-25' } });
    const batch = readAnswer(
      answer({
        text: '[{"jsonrpc":"2.0","method":"notifications/message","params":{}},{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"Method not found"}}]',
      }),
    );
    expect(answerTo(batch.messages, 7)).toEqual({ error: { code: -32601, message: 'Method not found' } });
    expect(answerTo(batch.messages, 8)).toBeUndefined();
  });

  it('reads JSON-RPC carried by an event stream, past a priming event', () => {
    const body = readAnswer(
      answer({
        mediaType: 'text/event-stream',
        events: [
          { id: '1', data: '' },
          { event: 'message', data: '{"jsonrpc":"2.0","id":1,"result":{}}' },
        ],
      }),
    );
    expect(body.kind).toBe('sse-json-rpc');
    expect(answerTo(body.messages, 1)).toEqual({ result: {} });
    expect(answersId(1)({ data: '{"jsonrpc":"2.0","id":1,"result":{}}' })).toBe(true);
    expect(answersId(1)({ data: '' })).toBe(false);
  });

  it('names HTML, empty and other bodies, with the first 300 characters of what is not JSON', () => {
    expect(readAnswer(answer({ mediaType: 'text/plain', text: '<!DOCTYPE html><title>x</title>' })).kind).toBe('html');
    expect(readAnswer(answer({ text: '  ' }))).toEqual({ kind: 'empty', messages: [] });
    const other = readAnswer(answer({ text: `{"error":"unauthorized"}${'x'.repeat(400)}` }));
    expect(other.kind).toBe('other');
    expect(other.excerpt).toHaveLength(301);
    expect(readAnswer(answer({ mediaType: 'text/event-stream', events: [{ data: 'hello' }] }))).toMatchObject({
      kind: 'other',
      excerpt: 'hello',
    });
  });

  it('finds an error a server sent with id null', () => {
    const body = readAnswer(
      answer({
        status: 400,
        text: '{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Bad Request: Server not initialized"}}',
      }),
    );
    expect(strayError(body.messages)).toEqual({ code: -32000, message: 'Bad Request: Server not initialized' });
  });
});
