import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';
import { send, type RawResponse } from './raw-http.ts';

// Network frames (/net-frame?origin=…), against the real proxy: a frame allowed to connect somewhere is served only for an origin
// the page registered with its token, only at its path, only to GET, and only with a policy that runs nothing.
// (How origins are spelled and matched is hardening/attack/net-frame-origins*.test.ts.)

let proxy: AttackProxy;
const registered = 'http://registered.example:8080';
beforeAll(async () => {
  proxy = await startAttackProxy();
  const response = await send(proxy.port, {
    method: 'POST',
    target: '/api/connect-origins',
    headers: [
      ['Host', `127.0.0.1:${proxy.port}`],
      ['Authorization', `Bearer ${proxy.token}`],
      ['Content-Type', 'application/json'],
    ],
    body: JSON.stringify({ url: `${registered}/mcp` }),
  });
  expect(response.status).toBe(200);
});
afterAll(() => proxy?.close());

const host = () => `127.0.0.1:${proxy.port}`;
const get = (target: string, method = 'GET') => send(proxy.port, { method, target, headers: [['Host', host()]] });
/** Whatever came back, it lets no document connect anywhere but to us. */
const connectsNowhere = (response: RawResponse) =>
  !(response.headers['content-security-policy'] ?? '').includes('connect-src http') || response.status !== 200;

describe('network frames', () => {
  it('a registered origin gets its frame: no script, framed by our page only (so what is refused below would be seen)', async () => {
    const response = await get(`/net-frame?origin=${encodeURIComponent(registered)}`);
    expect(response.status).toBe(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(
      `default-src 'none'; connect-src ${registered}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    );
  });

  it('an origin nobody registered gets no frame', async () => {
    const origins = [
      'http://evil.example',
      'https://evil.example',
      `http://127.0.0.1:${proxy.port}`,
      proxy.viewOrigin,
      'http://127.0.0.1:1',
      'null',
      '*',
      "'self'",
      "'unsafe-inline'",
      'http:',
      'https:',
      'data:',
      'javascript:alert(1)',
      'ws://evil.example',
      'file://',
      `${registered} http://evil.example`,
      `${registered}; script-src 'unsafe-inline'`,
      `http://evil.example; connect-src *`,
      '',
    ];
    for (const origin of origins) {
      const response = await get(`/net-frame?origin=${encodeURIComponent(origin)}`);
      expect(
        attack(
          'net-frame',
          `unregistered origin ${JSON.stringify(origin)}`,
          refusedStatus(response.status) && connectsNowhere(response),
        ),
        `${origin} → ${response.status}`,
      ).toBe(true);
    }
    for (const target of [
      '/net-frame',
      '/net-frame?origin',
      `/net-frame?origin[]=${encodeURIComponent(registered)}`,
      `/net-frame?Origin=${encodeURIComponent(registered)}`,
      `/net-frame?origin=http://evil.example&origin=${encodeURIComponent(registered)}`,
    ]) {
      const response = await get(target);
      expect(
        attack('net-frame', `query ${target}`, refusedStatus(response.status) && connectsNowhere(response)),
        target,
      ).toBe(true);
    }
  });

  it('a registered origin at any other path or with another method gets no frame that connects', async () => {
    const query = `?origin=${encodeURIComponent(registered)}`;
    for (const path of [
      '/net-frame/',
      '/net-frame/x',
      '/NET-FRAME',
      '/Net-Frame',
      '/net-frame.html',
      '//net-frame',
      '/api/net-frame',
      '/net-frame%00',
      '/assets/../net-frame/',
    ]) {
      const response = await get(`${path}${query}`);
      expect(
        attack('net-frame', `path ${path}`, connectsNowhere(response)),
        `${path} → ${response.status} ${response.headers['content-security-policy']}`,
      ).toBe(true);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get(`/net-frame${query}`, method);
      expect(attack('net-frame', `method ${method}`, connectsNowhere(response)), method).toBe(true);
    }
  });

  it('only http(s) origins can be registered', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ws://evil.example/',
      'ftp://evil.example/',
      'blob:http://evil.example/x',
      'not a url',
      '',
    ]) {
      const response = await send(proxy.port, {
        method: 'POST',
        target: '/api/connect-origins',
        headers: [
          ['Host', host()],
          ['Authorization', `Bearer ${proxy.token}`],
          ['Content-Type', 'application/json'],
        ],
        body: JSON.stringify({ url }),
      });
      expect(attack('net-frame', `register ${JSON.stringify(url)}`, response.status === 400), url).toBe(true);
    }
  });
});

/** Not registered (404), or not an origin at all (400): either way, no frame. */
function refusedStatus(status: number): boolean {
  return status === 404 || status === 400;
}
