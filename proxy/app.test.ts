import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import { createApp } from './app.ts';
import { ViewRegistry } from './apps/view-registry.ts';

const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-app-'));
writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>loupe</title>');
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

const token = 'T'.repeat(43);
const config: InspectorConfig = {
  defaultServer: { command: '/usr/bin/node', args: ['/srv/everything.js', 'stdio'], env: {} },
  version: '0.1.0',
};
const app = createApp({ token, port: 6280, config, staticRoot });
const base = 'http://127.0.0.1:6280';
const auth = { authorization: `Bearer ${token}` };

describe('createApp', () => {
  it('answers /api/config with the token', async () => {
    const res = await app.request(`${base}/api/config`, { headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(config);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('accepts our own Origin on the API', async () => {
    const res = await app.request(`${base}/api/config`, { headers: { ...auth, origin: base } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no token', {}, 401],
    ['a wrong token', { authorization: `Bearer ${'X'.repeat(43)}` }, 401],
    ['a foreign Origin', { ...auth, origin: 'http://evil.example' }, 403],
    ['a foreign Host', { ...auth, host: 'evil.example:6280' }, 403],
    ['a Host on another port', { ...auth, host: '127.0.0.1:1234' }, 403],
  ])('refuses an API request with %s', async (_name, headers, status) => {
    const res = await app.request(`${base}/api/config`, { headers });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it.each([
    ['no token', {}, 401],
    ['a wrong token', { authorization: `Bearer ${'X'.repeat(43)}` }, 401],
    ['a foreign Origin', { ...auth, origin: 'http://evil.example' }, 403],
  ])('refuses to relay, probe or trust with %s', async (_name, headers, status) => {
    const relayed = await app.request(`${base}/api/relay`, {
      headers: { ...headers, 'x-loupe-target': 'http://127.0.0.1:1/' },
    });
    expect(relayed.status).toBe(status);
    expect(relayed.headers.get('x-loupe-relay')).toBeNull();
    const json = { 'content-type': 'application/json' };
    const probed = await app.request(`${base}/api/reach`, {
      method: 'POST',
      headers: { ...headers, ...json },
      body: '{"url":"http://127.0.0.1:1/","inspectorOrigin":"http://127.0.0.1:6280"}',
    });
    expect(probed.status).toBe(status);
    const trusted = await app.request(`${base}/api/trusted-certificates`, {
      method: 'POST',
      headers: { ...headers, ...json },
      body: `{"origin":"https://localhost:8443","fingerprint256":"${'AB:'.repeat(31)}AB"}`,
    });
    expect(trusted.status).toBe(status);
    const listed = await app.request(`${base}/api/trusted-certificates`, { headers: auth });
    expect(await listed.json()).toEqual({ certificates: [] });
  });

  it('relays with the token from our own page', async () => {
    const res = await app.request(`${base}/api/relay`, {
      headers: { ...auth, origin: base, 'x-loupe-target': 'file:///etc/passwd' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining('scheme file:') });
  });

  it('answers unknown API routes with 404 JSON, never the page', async () => {
    const res = await app.request(`${base}/api/nothing`, { headers: auth });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.stringContaining('/api/nothing') });
  });

  it('keeps unknown API routes behind the token too', async () => {
    expect((await app.request(`${base}/api/nothing`)).status).toBe(401);
  });

  it('serves the page without a token, with its policy', async () => {
    const res = await app.request(`${base}/?token=whatever`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses the page to a foreign Host (DNS rebinding)', async () => {
    const res = await app.request(`${base}/`, { headers: { host: 'rebind.example:6280' } });
    expect(res.status).toBe(403);
  });

  it('without a sandbox server, has no app views and names no sandbox origins', async () => {
    expect(await (await app.request(`${base}/api/config`, { headers: auth })).json()).not.toHaveProperty(
      'sandboxOrigins',
    );
    const res = await app.request(`${base}/api/app-views`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: `{"hostOrigin":"${base}"}`,
    });
    expect(res.status).toBe(404);
  });

  describe('with the MCP Apps sandbox server', () => {
    const withSandbox = createApp({
      token,
      port: 6280,
      config,
      staticRoot,
      sandbox: { port: 6281, views: new ViewRegistry() },
    });

    it("tells the page the views' origins in its config", async () => {
      const res = await withSandbox.request(`${base}/api/config`, { headers: auth });
      expect(await res.json()).toEqual({ ...config, sandboxOrigins: 'http://*.localhost:6281' });
    });

    it("lets the page frame the views' origins, each a host name of its own under localhost, on the sandbox port", async () => {
      const res = await withSandbox.request(`${base}/`);
      expect(res.headers.get('Content-Security-Policy')?.split('; ')).toContain(
        "frame-src 'self' http://*.localhost:6281",
      );
    });

    it('registers app views with the token only', async () => {
      const register = (headers: Record<string, string>) =>
        withSandbox.request(`${base}/api/app-views`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: `{"hostOrigin":"${base}"}`,
        });
      expect((await register({})).status).toBe(401);
      const res = await register(auth);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { url: string }).url).toMatch(
        /^http:\/\/[0-9a-f]{32}\.localhost:6281\/view\/[0-9a-f]{32}$/,
      );
    });
  });
});
