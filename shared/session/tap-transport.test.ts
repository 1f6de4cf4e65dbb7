import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { tapTransport } from './tap-transport.ts';

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
  it('sees both directions, lets a replacement through, and keeps the inner transport\'s own properties', async () => {
    const inner = new FakeTransport();
    const seen: string[] = [];
    const tapped = tapTransport(inner, {
      sent: (message) => void seen.push(`sent ${'method' in message ? message.method : ''}`),
      received: (message) => ('id' in message && message.id === 2 ? { jsonrpc: '2.0', id: 2, result: { replaced: true } } : undefined),
    });
    const delivered: JSONRPCMessage[] = [];
    tapped.onmessage = (message) => delivered.push(message);
    await tapped.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    inner.onmessage?.({ jsonrpc: '2.0', id: 1, result: {} });
    inner.onmessage?.({ jsonrpc: '2.0', id: 2, result: {} });
    expect(seen).toEqual(['sent ping']);
    expect(inner.sent).toHaveLength(1);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', id: 2, result: { replaced: true } }]);
    expect((tapped as FakeTransport).pid).toBe(42);
    expect('pid' in tapped).toBe(true);
  });

  it('lets a shortcut take a message instead of the SDK handler, and the handler have the rest', () => {
    const inner = new FakeTransport();
    const shortcut: JSONRPCMessage[] = [];
    const tapped = tapTransport(inner, { shortcut: (message) => 'method' in message && !('id' in message) && shortcut.push(message) > 0 });
    const delivered: JSONRPCMessage[] = [];
    tapped.onmessage = (message) => delivered.push(message);
    inner.onmessage?.({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'a' } });
    inner.onmessage?.({ jsonrpc: '2.0', id: 1, result: {} });
    expect(shortcut).toEqual([{ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'a' } }]);
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
  });

  it('tells of a message the SDK threw on, and goes on with the next', () => {
    const inner = new FakeTransport();
    const failed: string[] = [];
    const tapped = tapTransport(inner, { failed: (message, error) => failed.push(`${'id' in message ? message.id : ''}: ${String(error)}`) });
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
});
