import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { hostGuard } from './index.ts';

const app = new Hono().use(hostGuard({ port: 6280 })).get('/', (c) => c.text('ok'));

describe('hostGuard', () => {
  it.each(['127.0.0.1:6280', 'localhost:6280', '[::1]:6280'])('lets %s through', async (host) => {
    const res = await app.request('http://127.0.0.1:6280/', { headers: { host } });
    expect(res.status).toBe(200);
  });

  it('uses the URL host when the request has no Host header', async () => {
    expect((await app.request('http://localhost:6280/')).status).toBe(200);
    expect((await app.request('http://evil.example:6280/')).status).toBe(403);
  });

  it.each(['evil.example:6280', 'evil.example', '127.0.0.1:9999', '127.0.0.1.nip.io:6280'])(
    'refuses %s with 403 JSON',
    async (host) => {
      const res = await app.request('http://127.0.0.1:6280/', { headers: { host } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.stringContaining('not allowed') });
    },
  );

  it('refuses several Host headers, as they arrive joined, even when the first is ours', async () => {
    const res = await app.request('http://127.0.0.1:6280/', {
      headers: [
        ['host', '127.0.0.1:6280'],
        ['host', 'evil.example'],
      ],
    });
    expect(res.status).toBe(403);
  });

  it('refuses an absolute-form target naming another host, even under a Host header of ours', async () => {
    // On @hono/node-server, the request's URL is the absolute-form target itself.
    const res = await app.request('http://evil.example/', { headers: { host: '127.0.0.1:6280' } });
    expect(res.status).toBe(403);
  });
});
