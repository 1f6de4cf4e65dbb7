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
