import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import type { SpawnFunction } from './child-process.ts';
import { clientFrame, OPCODE, rawUpgrade } from '../test-kit/raw-bridge-client.ts';
import { bridgeUrl, upgradeStatus } from '../test-kit/bridge-client.ts';
import { startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

const spawned: string[] = [];
const recordingSpawn: SpawnFunction = (command) => {
  spawned.push(command);
  throw new Error('no process may start in this test');
};
const spawnFrame = clientFrame(
  OPCODE.text,
  JSON.stringify({ type: 'spawn', command: 'injected-after-upgrade', args: [], env: {} }),
);

let inspector: RunningInspector;
let origin: string;
beforeAll(async () => {
  inspector = await startTestInspector({ spawn: recordingSpawn });
  origin = `http://127.0.0.1:${inspector.port}`;
});
afterAll(() => inspector.close());

// A bound on what never comes (the tests' proof is the order of events), not a measure: generous, since a busy machine is slow.
function within(promise: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The refusal's status, after writing a spawn frame onto the socket anyway:
 * the proxy must have closed the socket and started nothing.
 */
async function refusedThenSpawn(path: string, headers: Record<string, string> = {}): Promise<number> {
  const connection = await rawUpgrade(inspector.port, path, headers);
  connection.socket.write(spawnFrame);
  // The proxy's end is gone only if a later write is reset; into a half-open socket, writes keep succeeding.
  const probe = setInterval(
    () => connection.socket.write(clientFrame(OPCODE.text, '{"type":"stdin","data":"probe"}')),
    100,
  );
  try {
    await within(connection.closed, 30_000, `the proxy to close the socket it refused with ${connection.status}`);
  } finally {
    clearInterval(probe);
    connection.socket.destroy();
  }
  expect(spawned).toEqual([]);
  return connection.status;
}

const withToken = () => `/bridge?token=${inspector.token}`;

describe('the /bridge upgrade', () => {
  it('opens with the token, from our own page or from no page', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Origin: origin })).toBe('open');
    expect(await upgradeStatus(bridgeUrl(inspector))).toBe('open');
  });

  it('spawns from a raw spawn frame once accepted (so the refusals below would catch one)', async () => {
    const connection = await rawUpgrade(inspector.port, withToken(), { Origin: origin });
    expect(connection.status).toBe(101);
    connection.socket.write(spawnFrame);
    await waitUntil(() => spawned.length > 0, WAIT_MS, 'the spawn function to be called');
    expect(spawned).toEqual(['injected-after-upgrade']);
    spawned.length = 0;
    connection.socket.destroy();
  });

  it('refuses a missing token with 401, and closes the socket', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector, { token: null }), { Origin: origin })).toBe(401);
    expect(await refusedThenSpawn('/bridge', { Origin: origin })).toBe(401);
  });

  it('refuses a wrong token with 401, and closes the socket', async () => {
    const wrong = `${inspector.token.slice(0, -1)}${inspector.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await upgradeStatus(bridgeUrl(inspector, { token: wrong }), { Origin: origin })).toBe(401);
    expect(await refusedThenSpawn(`/bridge?token=${wrong}`, { Origin: origin })).toBe(401);
    expect(await refusedThenSpawn('/bridge?token=short')).toBe(401);
  });

  it('refuses a foreign Origin with 403, even with the token, and closes the socket', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Origin: 'http://evil.example' })).toBe(403);
    expect(await refusedThenSpawn(withToken(), { Origin: 'http://evil.example' })).toBe(403);
    expect(await refusedThenSpawn(withToken(), { Origin: 'null' })).toBe(403);
  });

  it('refuses a foreign Host with 403, even with the token (DNS rebinding), and closes the socket', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Host: `rebind.example:${inspector.port}` })).toBe(403);
    expect(await refusedThenSpawn(withToken(), { Host: `rebind.example:${inspector.port}` })).toBe(403);
    expect(await refusedThenSpawn(withToken(), { Host: `127.0.0.1:${inspector.port + 1}` })).toBe(403);
  });

  it('refuses an absolute-form target naming another host, under a Host header of ours (RFC 9112 §3.2.2)', async () => {
    expect(await refusedThenSpawn(`http://rebind.example:${inspector.port}${withToken()}`)).toBe(403);
    expect(await refusedThenSpawn(`http://127.0.0.1:${inspector.port + 1}${withToken()}`)).toBe(403);
  });

  it('refuses a second Host header, even when the first is ours (Node keeps only the first in request.headers)', async () => {
    const status = await new Promise<string>((resolve) => {
      const socket = connect({ port: inspector.port, host: '127.0.0.1' });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => {});
      socket.once('close', () => resolve(answer.slice(9, 12)));
      socket.write(
        `GET ${withToken()} HTTP/1.1\r\nHost: 127.0.0.1:${inspector.port}\r\nHost: rebind.example\r\n` +
          'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
    });
    expect(status).toBe('403');
  });

  it('answers 404 on any other path, and closes the socket', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector, { path: '/other' }))).toBe(404);
    expect(await refusedThenSpawn(`/other?token=${inspector.token}`)).toBe(404);
  });

  it('answers a refusal as a complete HTTP response with a JSON error, then closes', async () => {
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = request({
          port: inspector.port,
          host: '127.0.0.1',
          path: '/bridge',
          headers: {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
          },
        });
        req.once('response', (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.once('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        });
        req.once('upgrade', () => reject(new Error('upgraded without a token')));
        req.once('error', reject);
        req.end();
      },
    );
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('token') });
  });

  it('started no process for any of them', () => {
    expect(spawned).toEqual([]);
  });
});
