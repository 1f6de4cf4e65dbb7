import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RELAY_KEY, relayedBatch } from './relayed-batch.ts';

describe('relayedBatch', () => {
  it("reads the sandbox's envelope: its messages, in order, whatever each is", () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call' };
    expect(relayedBatch({ [RELAY_KEY]: [call, 'text', [1]] })).toEqual([call, 'text', [1]]);
    expect(relayedBatch({ [RELAY_KEY]: [] })).toEqual([]);
  });

  it('takes anything else for one message: a JSON-RPC object, an array, a value beside the key, a key without a list', () => {
    for (const data of [
      { jsonrpc: '2.0', method: 'x' },
      [{ [RELAY_KEY]: [] }],
      { [RELAY_KEY]: [], jsonrpc: '2.0' },
      { [RELAY_KEY]: 'x' },
      null,
      'text',
      7,
    ])
      expect(relayedBatch(data)).toBeUndefined();
  });

  it('names the key the sandbox script sends its envelope under', () => {
    const script = readFileSync(new URL('../../../proxy/apps/sandbox-script.js', import.meta.url), 'utf8');
    expect(script).toContain(`const RELAY = '${RELAY_KEY}';`);
  });
});
