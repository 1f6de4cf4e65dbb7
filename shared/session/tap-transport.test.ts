import { describe, expect, it } from 'vitest';
import { Client, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/client';
import { z } from 'zod';
import { tapTransport } from './tap-transport.ts';

const anyResult = z.object({}).passthrough();

class FakeTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  sent: JSONRPCMessage[] = [];
  readonly pid = 42;
  async start() {}
  async close() {}
  async send(message: JSONRPCMessage) {
    this.sent.push(message);
  }
}

describe('tapTransport', () => {
  it("sees both directions, lets a replacement through, and keeps the inner transport's own properties", async () => {
    const inner = new FakeTransport();
    const seen: string[] = [];
    const tapped = tapTransport(inner, {
      sent: (message) => void seen.push(`sent ${'method' in message ? message.method : ''}`),
      received: (message) =>
        'id' in message && message.id === 2 ? { jsonrpc: '2.0', id: 2, result: { replaced: true } } : undefined,
    });
    const delivered: JSONRPCMessage[] = [];
    tapped.onmessage = (message) => delivered.push(message);
    await tapped.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    inner.onmessage?.({ jsonrpc: '2.0', id: 1, result: {} });
    inner.onmessage?.({ jsonrpc: '2.0', id: 2, result: {} });
    expect(seen).toEqual(['sent ping']);
    expect(inner.sent).toHaveLength(1);
    expect(delivered).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, result: { replaced: true } },
    ]);
    expect((tapped as FakeTransport).pid).toBe(42);
    expect('pid' in tapped).toBe(true);
  });

  it('lets a shortcut take a message instead of the SDK handler, and the handler have the rest', async () => {
    const inner = new FakeTransport();
    const shortcut: JSONRPCMessage[] = [];
    const tapped = tapTransport(inner, {
      shortcut: (message) => 'method' in message && !('id' in message) && shortcut.push(message) > 0,
    });
    const delivered: JSONRPCMessage[] = [];
    tapped.onmessage = (message) => delivered.push(message);
    inner.onmessage?.({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'a' } });
    inner.onmessage?.({ jsonrpc: '2.0', id: 1, result: {} });
    expect(shortcut).toEqual([
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'a' } },
    ]);
    // The response read right after a notification waits for the notification's handler (a microtask).
    expect(delivered).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
  });

  it('tells of a message the SDK threw on, and goes on with the next', () => {
    const inner = new FakeTransport();
    const failed: string[] = [];
    const tapped = tapTransport(inner, {
      failed: (message, error) => failed.push(`${'id' in message ? message.id : ''}: ${String(error)}`),
    });
    const delivered: JSONRPCMessage[] = [];
    tapped.onmessage = (message) => {
      if ('id' in message && message.id === 1) throw new RangeError('Maximum call stack size exceeded');
      delivered.push(message);
    };
    expect(() => inner.onmessage?.({ jsonrpc: '2.0', id: 1, result: {} })).not.toThrow();
    inner.onmessage?.({ jsonrpc: '2.0', id: 2, result: {} });
    expect(failed).toEqual(['1: RangeError: Maximum call stack size exceeded']);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 2, result: {} }]);
  });

  it('hands a progress notification read in the same chunk as its result to the SDK first, so the progress is not lost and the SDK has nothing to complain of', async () => {
    const inner = new FakeTransport();
    const initialize = (message: JSONRPCMessage) => {
      if ('method' in message && message.method === 'initialize' && 'id' in message) {
        queueMicrotask(() =>
          inner.onmessage?.({
            jsonrpc: '2.0',
            id: message.id,
            result: {
              protocolVersion: '2025-11-25',
              capabilities: { tools: {} },
              serverInfo: { name: 'fake', version: '1' },
            },
          }),
        );
      }
    };
    const send = inner.send.bind(inner);
    inner.send = async (message) => {
      initialize(message);
      return send(message);
    };
    const client = new Client({ name: 'test', version: '1' });
    const errors: string[] = [];
    client.onerror = (error) => errors.push(error.message);
    await client.connect(tapTransport(inner, {}));
    const progress: number[] = [];
    const answer = client.request({ method: 'tools/call', params: { name: 'slow', arguments: {} } }, anyResult, {
      onprogress: (update) => progress.push(update.progress),
    });
    await Promise.resolve();
    const call = inner.sent.find((message) => 'method' in message && message.method === 'tools/call') as {
      id: number;
      params: { _meta: { progressToken: number } };
    };
    const token = call.params._meta.progressToken;
    // One read, in wire order: two progress notifications, then the result.
    inner.onmessage?.({
      jsonrpc: '2.0',
      method: 'notifications/progress',
      params: { progressToken: token, progress: 1, total: 2 },
    });
    inner.onmessage?.({
      jsonrpc: '2.0',
      method: 'notifications/progress',
      params: { progressToken: token, progress: 2, total: 2 },
    });
    inner.onmessage?.({ jsonrpc: '2.0', id: call.id, result: { content: [] } });
    await answer;
    expect(progress).toEqual([1, 2]);
    expect(errors).toEqual([]);
    await client.close();
  });
});
