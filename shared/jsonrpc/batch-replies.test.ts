import { describe, expect, it } from 'vitest';
import { BatchReplies, readBatch } from './batch-replies.ts';

const isRequest = (item: Record<string, unknown>) =>
  item.jsonrpc === '2.0' && typeof item.method === 'string' && 'id' in item;
const result = (id: string | number, value: unknown = {}) => ({ jsonrpc: '2.0', id, result: value });

describe('readBatch', () => {
  it('hands on the objects, leaves out what is not one, and lists the requests to answer', () => {
    const items = [
      0,
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      null,
      [],
      'x',
      { jsonrpc: '2.0', method: 'notifications/message' },
      { jsonrpc: '2.0', id: 'b', method: 'roots/list' },
      { id: 3, method: 'no-jsonrpc' },
      { jsonrpc: '2.0', id: null, method: 'bad-id' },
    ];
    const { messages, requestIds } = readBatch(items, isRequest);
    expect(messages).toHaveLength(5);
    expect(requestIds).toEqual([1, 'b']);
  });

  it('reads an empty batch as nothing', () => {
    expect(readBatch([], isRequest)).toEqual({ messages: [], requestIds: [] });
  });
});

describe('BatchReplies', () => {
  it("holds the answers to a batch until the last one, then gives them out as one array in the requests' order", () => {
    const replies = new BatchReplies<object>();
    replies.expect([1, 'b', 2]);
    expect(replies.route(result(2))).toEqual({ route: 'held' });
    expect(replies.route(result(1))).toEqual({ route: 'held' });
    expect(replies.held).toBe(2);
    expect(replies.unanswered).toBe(1);
    expect(replies.route({ jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'nope' } })).toEqual({
      route: 'batch',
      replies: [result(1), { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'nope' } }, result(2)],
    });
    expect(replies.held).toBe(0);
    expect(replies.route(result(1))).toEqual({ route: 'alone' });
  });

  it('sends requests, notifications and answers to no batch alone', () => {
    const replies = new BatchReplies<object>();
    replies.expect([7]);
    expect(replies.route({ jsonrpc: '2.0', id: 7, method: 'ping' })).toEqual({ route: 'alone' });
    expect(replies.route({ jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual({ route: 'alone' });
    expect(replies.route(result(8))).toEqual({ route: 'alone' });
    expect(replies.route(result('7'))).toEqual({ route: 'alone' });
    expect(replies.unanswered).toBe(1);
  });

  it('waits for nothing when a batch has no requests', () => {
    const replies = new BatchReplies<object>();
    replies.expect([]);
    expect(replies.unanswered).toBe(0);
    expect(replies.route(result(1))).toEqual({ route: 'alone' });
  });

  it('keeps batches apart, the same id in two of them answered first come first served', () => {
    const replies = new BatchReplies<object>();
    replies.expect([1, 2]);
    replies.expect([1]);
    expect(replies.route(result(1, 'first'))).toEqual({ route: 'held' });
    expect(replies.route(result(1, 'second'))).toEqual({ route: 'batch', replies: [result(1, 'second')] });
    expect(replies.route(result(2))).toEqual({ route: 'batch', replies: [result(1, 'first'), result(2)] });
  });

  it('forgets everything on clear', () => {
    const replies = new BatchReplies<object>();
    replies.expect([1, 2]);
    replies.route(result(1));
    replies.clear();
    expect(replies.held).toBe(0);
    expect(replies.route(result(2))).toEqual({ route: 'alone' });
  });
});
