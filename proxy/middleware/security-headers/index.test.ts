import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './index.ts';

describe('securityHeaders', () => {
  it('adds nosniff and no-referrer to answers and to 404s', async () => {
    const app = new Hono().use(securityHeaders()).get('/ok', (c) => c.text('ok'));
    for (const path of ['/ok', '/missing']) {
      const res = await app.request(`http://127.0.0.1:6280${path}`);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });
});

describe('a policy for every document', () => {
  it('an answer without a CSP of its own gets one that allows nothing; a route that sets its own keeps it', async () => {
    const app = new Hono()
      .use(securityHeaders())
      .get('/json', (c) => c.json({ error: 'x' }, 404))
      .get('/page', (c) => {
        c.header('Content-Security-Policy', "default-src 'self'");
        return c.html('<p>');
      });
    expect((await app.request('http://127.0.0.1:6280/json')).headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await app.request('http://127.0.0.1:6280/missing')).headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await app.request('http://127.0.0.1:6280/page')).headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'",
    );
  });
});
