import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import type { SpawnFunction } from './child-process.ts';
import { bridgeUrl, startTestInspector, upgradeStatus } from './test-support.ts';

const spawned: unknown[] = [];
const recordingSpawn: SpawnFunction = (command) => {
  spawned.push(command);
  throw new Error('no process may start in this test');
};

let inspector: RunningInspector;
let origin: string;
beforeAll(async () => {
  inspector = await startTestInspector({ spawn: recordingSpawn });
  origin = `http://127.0.0.1:${inspector.port}`;
});
afterAll(() => inspector.close());

describe('the /bridge upgrade', () => {
  it('opens with the token, from our own page or from no page', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Origin: origin })).toBe('open');
    expect(await upgradeStatus(bridgeUrl(inspector))).toBe('open');
  });

  it('refuses a missing token with 401', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector, { token: null }), { Origin: origin })).toBe(401);
  });

  it('refuses a wrong token with 401', async () => {
    const wrong = `${inspector.token.slice(0, -1)}${inspector.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await upgradeStatus(bridgeUrl(inspector, { token: wrong }), { Origin: origin })).toBe(401);
    expect(await upgradeStatus(bridgeUrl(inspector, { token: 'short' }))).toBe(401);
  });

  it('refuses a foreign Origin with 403, even with the token', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(bridgeUrl(inspector), { Origin: 'null' })).toBe(403);
  });

  it('refuses a foreign Host with 403, even with the token (DNS rebinding)', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector), { Host: `rebind.example:${inspector.port}` })).toBe(403);
    expect(await upgradeStatus(bridgeUrl(inspector), { Host: `127.0.0.1:${inspector.port + 1}` })).toBe(403);
  });

  it('answers 404 on any other path', async () => {
    expect(await upgradeStatus(bridgeUrl(inspector, { path: '/other' }))).toBe(404);
  });

  it('answers a refusal as a complete HTTP response with a JSON error, then closes', async () => {
    const answer = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const req = request({
        port: inspector.port,
        host: '127.0.0.1',
        path: '/bridge',
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' },
      });
      req.once('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      });
      req.once('upgrade', () => reject(new Error('upgraded without a token')));
      req.once('error', reject);
      req.end();
    });
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('token') });
  });

  it('started no process for any of them', () => {
    expect(spawned).toEqual([]);
  });
});
