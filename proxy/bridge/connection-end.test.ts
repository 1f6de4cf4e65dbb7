import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import type { FlowEvent } from './session.ts';
import { TestClient } from '../test-kit/bridge-client.ts';
import { isGone } from '../test-kit/processes.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

const MiB = 1024 * 1024;
/** A server that never reads its stdin: what the page writes stays in the pipe, then in the proxy. */
const deaf = 'setInterval(() => {}, 1000)';

let inspector: RunningInspector;
const flow: FlowEvent[] = [];
beforeAll(async () => {
  inspector = await startTestInspector({ onFlow: (event) => flow.push(event) });
});
afterAll(() => inspector.close());

/** A page that has written 4 MiB the server did not read, and ignores being told to hold. */
async function deafServerWithBacklog(): Promise<{ client: TestClient; pid: number }> {
  flow.length = 0;
  const client = await TestClient.open(inspector);
  client.send(nodeScript(deaf));
  const { pid } = await client.waitFor('spawned');
  for (let i = 0; i < 4; i++) client.sendStdin('z'.repeat(MiB));
  await waitUntil(() => flow.includes('input-paused'), WAIT_MS, 'the proxy to see the full pipe');
  // Let the 4 MiB reach the proxy: the old bridge stopped reading its socket right here.
  await waitUntil(() => client.ws.bufferedAmount === 0, WAIT_MS, 'the client to flush');
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { client, pid };
}

describe('the end of the connection, while the server does not read its stdin', () => {
  it('a clean close (Disconnect) ends the server', async () => {
    const { client, pid } = await deafServerWithBacklog();
    client.ws.close(1000, 'disconnect');
    await waitUntil(() => isGone(pid), 5000, `server ${pid} to end after the close`);
    expect(isGone(pid)).toBe(true);
  }, 30_000);

  it('an abrupt end of the socket (tab closed, browser killed) ends the server', async () => {
    const { client, pid } = await deafServerWithBacklog();
    client.ws.terminate();
    await waitUntil(() => isGone(pid), 5000, `server ${pid} to end after the socket was destroyed`);
    expect(isGone(pid)).toBe(true);
  }, 30_000);
});

describe('a page that goes on writing to a server that does not read', () => {
  it('is told to hold, then, past the limit, gets a bridge-error naming the cause; the connection ends and so does the server', async () => {
    const strict = await startTestInspector({ maxStdinBacklog: 2 * MiB });
    try {
      const client = await TestClient.open(strict);
      client.send(nodeScript(deaf));
      const { pid } = await client.waitFor('spawned');
      const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
      for (let i = 0; i < 8; i++) client.sendStdin('z'.repeat(MiB));
      const flowMessage = await client.waitFor('stdin-flow');
      expect(flowMessage.paused).toBe(true);
      const error = await client.waitFor('bridge-error');
      expect(error.message).toMatch(
        /^The server has not read \d+\.\d MiB of its stdin, the most the proxy holds for it/,
      );
      expect(await closed).toBe(1008);
      await waitUntil(() => isGone(pid), 5000, `server ${pid} to end`);
    } finally {
      await strict.close();
    }
  }, 30_000);

  it('lets one message larger than the limit through to a server that reads it', async () => {
    const strict = await startTestInspector({ maxStdinBacklog: MiB });
    try {
      const client = await TestClient.open(strict);
      client.send(
        nodeScript(
          "let n = 0; process.stdin.on('data', (d) => { n += d.length; if (n === 8 * 1024 * 1024) console.log('all ' + n); })",
        ),
      );
      await client.waitFor('spawned');
      client.sendStdin('z'.repeat(4 * MiB));
      await client.stdinReady();
      client.sendStdin('z'.repeat(4 * MiB));
      const { line } = await client.waitFor('stdout', () => true, 20_000);
      expect(line).toBe(`all ${8 * MiB}`);
      expect(client.of('bridge-error')).toEqual([]);
      await client.close();
    } finally {
      await strict.close();
    }
  }, 30_000);
});
