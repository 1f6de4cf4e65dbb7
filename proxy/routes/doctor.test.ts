import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { closedPort } from '../test-kit/http-servers.ts';
import { createTrustStore } from '../relay/trust-store.ts';
import { doctorRoute } from './doctor.ts';

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('doctorRoute', () => {
  it('answers the report of a run', async () => {
    const port = await closedPort();
    const route = doctorRoute({ trust: createTrustStore() });
    const res = await route.request(
      '/doctor',
      post({
        url: `http://127.0.0.1:${port}/mcp`,
        transport: 'auto',
        headers: [{ name: 'Cookie', value: 'session=very-secret-cookie' }],
        inspectorOrigin: 'http://127.0.0.1:6280',
      }),
    );
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({
      url: `http://127.0.0.1:${port}/mcp`,
      firstProblem: 'tcp',
      verdict: `Nothing listens on 127.0.0.1:${port}: start the server, or check the port.`,
    });
    expect(report.checks).toHaveLength(10);
    expect(JSON.stringify(report)).not.toContain('very-secret-cookie');
  });

  it.each([
    ['a body that is not JSON', '{'],
    ['an array', []],
    ['no url', { transport: 'auto' }],
    ['an unknown transport', { url: 'http://127.0.0.1/mcp', transport: 'websocket' }],
    ['headers that are not {name, value}', { url: 'http://127.0.0.1/mcp', headers: [['Authorization', 'x']] }],
    ['an inspector origin that is not a string', { url: 'http://127.0.0.1/mcp', inspectorOrigin: 1 }],
  ])('refuses %s', async (_name, body) => {
    const res = await doctorRoute({ trust: createTrustStore() }).request('/doctor', post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/doctor in the app', () => {
  const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-doctor-'));
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));
  const token = 'D'.repeat(43);
  const app = createApp({
    token,
    port: 6280,
    config: { defaultServer: { command: 'node', args: [], env: {} }, version: '0.1.0' },
    staticRoot,
  });
  const body = JSON.stringify({
    url: 'ftp://127.0.0.1/',
    transport: 'auto',
    headers: [],
    inspectorOrigin: 'http://127.0.0.1:6280',
  });
  const json = { 'content-type': 'application/json' };

  it('answers with the token', async () => {
    const res = await app.request('http://127.0.0.1:6280/api/doctor', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstProblem: 'url' });
  });

  it.each([
    ['no token', json, 401],
    ['a foreign Origin', { ...json, authorization: `Bearer ${token}`, origin: 'http://evil.example' }, 403],
  ])('refuses a request with %s', async (_name, headers, status) => {
    const res = await app.request('http://127.0.0.1:6280/api/doctor', { method: 'POST', headers, body });
    expect(res.status).toBe(status);
  });
});
