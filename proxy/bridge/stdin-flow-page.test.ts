import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeTransport } from '../../shared/bridge/bridge-transport.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import type { RunningInspector } from '../start-inspector.ts';
import type { FlowEvent } from './session.ts';
import { startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

const MiB = 1024 * 1024;
/** Reads nothing for 1.5 s, then answers every request line with its id. */
const lateReader = [
  'process.stdin.pause();',
  'setTimeout(() => {',
  "  let rest = '';",
  "  process.stdin.on('data', (d) => {",
  "    const lines = (rest + d).split('\\n');",
  '    rest = lines.pop();',
  "    for (const line of lines) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(line).id, result: {} }) + '\\n');",
  '  });',
  '  process.stdin.resume();',
  '}, 1500);',
].join('\n');

let inspector: RunningInspector;
const flow: FlowEvent[] = [];
beforeAll(async () => {
  inspector = await startTestInspector({ onFlow: (event) => flow.push(event) });
});
afterAll(() => inspector.close());

describe("the page's transport and the proxy, while the server does not read its stdin", () => {
  it('holds what it writes once told to, sends it when the server reads again, and refuses more past its own limit', async () => {
    const log = new WireLog(() => {});
    const transport = new BridgeTransport({
      url: `ws://127.0.0.1:${inspector.port}/bridge?token=${inspector.token}`,
      spawn: { command: process.execPath, args: ['-e', lateReader], env: {} },
      connection: 1,
      log,
    });
    const answered: unknown[] = [];
    transport.onmessage = (message: JSONRPCMessage) => answered.push((message as { id?: unknown }).id);
    await transport.start();
    const request = (id: number) => ({
      jsonrpc: '2.0' as const,
      id,
      method: 'tools/call',
      params: { name: 'big', arguments: { text: 'x'.repeat(4 * MiB) } },
    });

    await transport.send(request(1));
    await waitUntil(() => flow.includes('input-paused'), WAIT_MS, 'the pipe to fill');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Held by the page: 16 MiB, its limit; the proxy would take twice that.
    for (let id = 2; id <= 5; id++) await transport.send(request(id));
    await expect(transport.send(request(6))).rejects.toThrow(
      /^The server has not read its stdin for a while: the inspector already holds 16\.0 MiB for it/,
    );

    await waitUntil(() => answered.length === 5, 30_000, 'five answers');
    expect(answered).toEqual([1, 2, 3, 4, 5]);
    expect(log.entries().filter((entry) => entry.raw.startsWith('Proxy:'))).toEqual([]);
    await transport.send({ jsonrpc: '2.0', id: 7, method: 'ping' });
    await waitUntil(() => answered.length === 6, WAIT_MS, 'the answer after the hold');
    await transport.close();
  }, 60_000);
});
