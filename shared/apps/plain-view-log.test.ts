import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { plainViewLog } from './plain-view-log.ts';

/** What the ext-apps bridge itself hands to its onloggingmessage for `message`, or undefined when it hands nothing on. */
async function bridgeHandsOn(message: unknown): Promise<unknown> {
  const transport: Transport = { start: async () => {}, send: async () => {}, close: async () => {} };
  const bridge = new AppBridge(null, { name: 'test', version: '0' }, { logging: {} });
  const heard: unknown[] = [];
  bridge.onloggingmessage = (params) => void heard.push(params);
  bridge.onerror = () => {};
  await bridge.connect(transport);
  transport.onmessage?.(message as JSONRPCMessage);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await bridge.close();
  return heard[0];
}

const log = (params: unknown, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  method: 'notifications/message',
  params,
  ...extra,
});

describe('plainViewLog', () => {
  const plain = [
    log({ level: 'info', logger: 'flood', data: 'flood message 1 of 100000' }),
    log({ level: 'emergency', data: { nested: [1, 'two', null] } }),
    log({ level: 'debug', logger: undefined, data: null }),
  ];
  const notPlain = [
    log({ level: 'verbose', data: 'x' }),
    log({ level: 'info', logger: 7, data: 'x' }),
    log({ level: 'info' }),
    log({ level: 'info', data: 'x', _meta: { progressToken: 1 } }),
    log({ level: 'info', data: 'x', extra: true }),
    log(['info', 'x']),
    log('info'),
    log({ level: 'info', data: 'x' }, { id: 3 }),
    log({ level: 'info', data: 'x' }, { jsonrpc: '1.0' }),
    { jsonrpc: '2.0', method: 'notifications/progress', params: { level: 'info', data: 'x' } },
    null,
    'notifications/message',
  ];

  it.each(plain.map((message) => [JSON.stringify(message), message]))(
    'takes the plain shape, and gives the very params the bridge would hand on: %s',
    async (_, message) => {
      const params = plainViewLog(message);
      expect(params).toBe((message as { params: unknown }).params);
      expect(await bridgeHandsOn(message)).toEqual(params);
    },
  );

  it('is checked against a bridge that does refuse: a level MCP does not have is handed on by neither', async () => {
    expect(await bridgeHandsOn(log({ level: 'verbose', data: 'x' }))).toBeUndefined();
  });

  it.each(notPlain.map((message) => [JSON.stringify(message), message]))(
    'leaves anything else to the bridge: %s',
    (_, message) => {
      expect(plainViewLog(message)).toBeUndefined();
    },
  );
});
