import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { InspectorClient } from './inspector-client.ts';

describe('InspectorClient.takeNotification', () => {
  it('leaves to the SDK anything that may be a response or a request, or that its notification schema refuses', () => {
    const client = new InspectorClient({ name: 'test', version: '1' });
    const leftToSdk: unknown[] = [
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
      { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '1.0', method: 'notifications/message' },
      { jsonrpc: '2.0', method: 'notifications/message', params: [1, 2] },
      { jsonrpc: '2.0', method: 'notifications/message', extra: true },
      [{ jsonrpc: '2.0', method: 'a' }],
    ];
    for (const message of leftToSdk) expect(client.takeNotification(message as JSONRPCMessage)).toBe(false);
  });
});
