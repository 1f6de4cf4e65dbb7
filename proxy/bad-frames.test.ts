import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BROWSER_FRAME } from './bridge/bridge-server.ts';
import { clientFrame, closeCode, OPCODE, rawUpgrade } from './test-kit/raw-bridge-client.ts';
import { TestClient } from './test-kit/bridge-client.ts';
import { waitUntil } from './test-kit/waits.ts';
import type { ProxyProcess } from './test-kit/proxy-process.ts';
import { startProxyProcess } from './test-kit/proxy-process.ts';

// Whatever a browser (or anything holding the token) sends, the proxy
// process stays up and its other connections keep working. It runs in a
// process of its own here, so "stays up" is observed, not assumed.

const echo = "process.stdin.on('data', (d) => process.stdout.write(d))";

let cli: ProxyProcess;
let bystander: TestClient;
beforeAll(async () => {
  cli = await startProxyProcess(['--no-open', '--port', '0', '--', process.execPath, '-e', echo]);
  bystander = await echoing();
});
afterAll(async () => {
  bystander.ws.terminate();
  cli.child.kill('SIGTERM');
  await cli.exited;
});

async function echoing(): Promise<TestClient> {
  const client = await TestClient.open(cli);
  client.send({ type: 'spawn', ...(await cli.config()).defaultServer });
  await client.waitFor('spawned');
  return client;
}

async function echoes(client: TestClient, text: string): Promise<void> {
  client.send({ type: 'stdin', data: text });
  await client.waitFor('stdout', (message) => message.line === text);
}

async function stillServing(label: string): Promise<void> {
  expect(cli.child.exitCode, `the proxy exited: ${cli.stderr()}`).toBeNull();
  expect((await cli.config()).defaultServer.command).toBe(process.execPath);
  await echoes(bystander, `bystander after ${label}`);
}

/** A raw, accepted /bridge connection: what it receives before the proxy closes it, and the close code. */
async function rawSession(frames: Buffer[]): Promise<number | undefined> {
  const connection = await rawUpgrade(cli.port, `/bridge?token=${cli.token}`);
  expect(connection.status).toBe(101);
  connection.socket.once('end', () => connection.socket.end()); // the proxy closed its side: close ours
  for (const frame of frames) connection.socket.write(frame);
  await connection.closed;
  return closeCode(connection.received());
}

describe('a proxy under bad frames', () => {
  it('answers a burst of malformed text and binary frames with bridge-errors, and the connection still works', async () => {
    const client = await TestClient.open(cli);
    const malformed = [
      '{oops',
      '',
      'null',
      '[]',
      '"spawn"',
      '{"type":"kill"}',
      '{"type":"spawn"}',
      '{"type":"spawn","command":"x","args":"a b"}',
      '{"type":"stdin"}',
      '{"type":"stdin","data":1}',
      '{"__proto__":{"type":"spawn","command":"x"}}',
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      '\u0000\ufffd\ud800',
    ];
    const rounds = 20;
    for (let round = 0; round < rounds; round++) {
      for (const text of malformed) client.send(text);
      client.ws.send(Buffer.from([0x00, 0xff, round]), { binary: true });
    }
    const expected = rounds * (malformed.length + 1);
    await waitUntil(() => client.of('bridge-error').length === expected, 15_000, `${expected} bridge-errors`);
    expect(client.of('bridge-error').filter((message) => /Binary frames/.test(message.message))).toHaveLength(rounds);

    client.send({ type: 'spawn', ...(await cli.config()).defaultServer });
    await client.waitFor('spawned');
    await echoes(client, 'after the burst');
    await stillServing('the burst');
    client.ws.terminate();
  });

  it.each([
    ['an unmasked frame', 1002, [clientFrame(OPCODE.text, '{"type":"stdin","data":"x"}', { masked: false })]],
    ['an unknown opcode', 1002, [clientFrame(0x3, 'x')]],
    ['a text frame that is not UTF-8', 1007, [clientFrame(OPCODE.text, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))]],
    [
      'a frame over the size limit, announced in its header',
      1009,
      [clientFrame(OPCODE.text, 'x', { declaredLength: MAX_BROWSER_FRAME + 1 })],
    ],
  ])('closes the connection that sends %s (%i), and only that one', async (label, code, frames) => {
    expect(await rawSession(frames)).toBe(code);
    await stillServing(label);
  });

  it('starts new sessions after all that', async () => {
    const client = await echoing();
    await echoes(client, 'a new session');
    client.ws.terminate();
    expect(cli.child.exitCode).toBeNull();
  });
});
