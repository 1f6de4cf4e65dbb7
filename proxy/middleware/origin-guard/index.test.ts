import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { originGuard } from './index.ts';

const app = new Hono().use(originGuard({ port: 6280 })).all('/', (c) => c.text('ok'));

describe('originGuard', () => {
  it('lets a request without Origin through', async () => {
    expect((await app.request('http://127.0.0.1:6280/')).status).toBe(200);
  });

  it.each(['http://127.0.0.1:6280', 'http://localhost:6280', 'http://[::1]:6280'])(
    'lets %s through',
    async (origin) => {
      expect((await app.request('http://127.0.0.1:6280/', { headers: { origin } })).status).toBe(200);
    },
  );

  it.each(['http://evil.example', 'null', 'http://127.0.0.1:3000', 'https://localhost:6280'])(
    'refuses %s with 403 JSON',
    async (origin) => {
      const res = await app.request('http://127.0.0.1:6280/', { method: 'POST', headers: { origin } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: expect.stringContaining('not allowed') });
    },
  );
});
