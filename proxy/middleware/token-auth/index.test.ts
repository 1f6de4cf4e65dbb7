import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { tokenAuth } from './index.ts';

const token = 'a'.repeat(43);
const app = new Hono().use(tokenAuth({ token })).get('/', (c) => c.text('ok'));

describe('tokenAuth', () => {
  it('lets the right bearer token through', async () => {
    const res = await app.request('/', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', `Bearer ${'b'.repeat(43)}`],
    ['a shorter token', `Bearer ${token.slice(1)}`],
    ['another scheme', `Basic ${token}`],
  ])('refuses %s with 401 JSON', async (_name, authorization) => {
    const res = await app.request('/', authorization ? { headers: { authorization } } : {});
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('token') });
  });

  it("says a token that came is not this run's (a page of an earlier run), and one that did not come is missing", async () => {
    const stale = await app.request('/', { headers: { authorization: `Bearer ${'b'.repeat(43)}` } });
    expect(await stale.json()).toEqual({
      error: expect.stringContaining("not this run's"),
      reason: 'token-not-this-run',
    });
    const missing = await app.request('/');
    expect(await missing.json()).toEqual({ error: expect.stringContaining('Missing or wrong token') });
  });

  it('does not accept the token as a query parameter on API routes', async () => {
    expect((await app.request(`/?token=${token}`)).status).toBe(401);
  });
});
