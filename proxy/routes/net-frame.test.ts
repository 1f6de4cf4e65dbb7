import { describe, expect, it } from 'vitest';
import { ConnectOrigins } from '../net/connect-origins.ts';
import { connectOriginsRoute, netFrameRoute } from './net-frame.ts';

describe('net frame', () => {
  it('serves a frame only for a registered origin, with a CSP naming that origin alone', async () => {
    const origins = new ConnectOrigins();
    const frames = netFrameRoute(origins);
    const api = connectOriginsRoute(origins);
    expect((await frames.request('/net-frame?origin=http%3A%2F%2F127.0.0.1%3A3001')).status).toBe(404);

    const registered = await api.request('/connect-origins', {
      method: 'POST',
      body: JSON.stringify({ url: 'http://127.0.0.1:3001/mcp?x=1' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await registered.json()).toEqual({
      origin: 'http://127.0.0.1:3001',
      framePath: '/net-frame?origin=http%3A%2F%2F127.0.0.1%3A3001',
    });

    const frame = await frames.request('/net-frame?origin=http%3A%2F%2F127.0.0.1%3A3001');
    expect(frame.status).toBe(200);
    const csp = frame.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain('connect-src http://127.0.0.1:3001;');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(await frame.text()).not.toContain('<script');
    // Another origin is still refused.
    expect((await frames.request('/net-frame?origin=http%3A%2F%2F127.0.0.1%3A3002')).status).toBe(404);
  });

  it('refuses URLs that are not http(s)', async () => {
    const api = connectOriginsRoute(new ConnectOrigins());
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'ws://127.0.0.1:1/', 'not a url', 42]) {
      const res = await api.request('/connect-origins', {
        method: 'POST',
        body: JSON.stringify({ url }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('net frame: only canonical origins reach the policy', () => {
  const register = (api: ReturnType<typeof connectOriginsRoute>, url: string) =>
    api.request('/connect-origins', {
      method: 'POST',
      body: JSON.stringify({ url }),
      headers: { 'content-type': 'application/json' },
    });

  it.each([
    ['http://x;sandbox;script-src/', 'splits the policy into extra directives'],
    ['http://*/', 'widens connect-src to every host'],
    ['http://a,b/', 'starts a second policy'],
    ['http://user:pw@127.0.0.1:3001/', 'carries userinfo'],
  ])('refuses to register %s with 400 (it %s)', async (url) => {
    const origins = new ConnectOrigins();
    const res = await register(connectOriginsRoute(origins), url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/cannot be reached from the page/);
    expect(origins.list()).toEqual([]);
  });

  it('refuses a frame whose origin is not canonical with 400, and writes the registered origin, not the query', async () => {
    const origins = new ConnectOrigins();
    await register(connectOriginsRoute(origins), 'http://127.0.0.1:3001/mcp');
    const frames = netFrameRoute(origins);
    for (const origin of [
      'http://x;sandbox;script-src',
      'http://*',
      'http://127.0.0.1:3001/mcp',
      'http://127.0.0.1:3001?;script-src *',
    ]) {
      expect((await frames.request(`/net-frame?origin=${encodeURIComponent(origin)}`)).status).toBe(400);
    }
    const slash = await frames.request(`/net-frame?origin=${encodeURIComponent('http://127.0.0.1:3001/')}`);
    expect(slash.status).toBe(200);
    expect(slash.headers.get('Content-Security-Policy')).toContain('connect-src http://127.0.0.1:3001;');
  });
});
