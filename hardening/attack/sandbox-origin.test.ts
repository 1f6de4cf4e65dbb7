import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { apiRoutes } from './api-routes.ts';
import { attackTargets } from './attack-proxy.ts';
import { send } from './raw-http.ts';

// The MCP Apps sandbox server (proxy/apps), against the real proxy: a view loads once and only on its own host name
// (`<id>.localhost`), ids cannot be guessed, the sandbox port answers no API and no loopback name, and only the inspector's own
// page may register a view.

// The recorder is a trap: a request it receives is one the proxy should have refused.
const { proxy, recorder: trap } = await attackTargets();

/** The host name a view is served on, as a browser sends it; a guess that is no view id gets some other view's name. */
const sandboxHost = (id = 'f'.repeat(32)) =>
  `${/^[0-9a-f]{32}$/.test(id) ? id : 'f'.repeat(32)}.localhost:${proxy.sandboxPort}`;
const page = () =>
  [
    ['Host', `127.0.0.1:${proxy.port}`],
    ['Origin', proxy.origin],
    ['Authorization', `Bearer ${proxy.token}`],
    ['Content-Type', 'application/json'],
  ] as [string, string][];

/** Registers a view as the page does; answers its id. */
async function registerView(): Promise<string> {
  const response = await send(proxy.port, {
    method: 'POST',
    target: '/api/app-views',
    headers: page(),
    body: JSON.stringify({ hostOrigin: proxy.origin, csp: {} }),
  });
  expect(response.status).toBe(200);
  return new URL(JSON.parse(response.body).url).pathname.slice('/view/'.length);
}

const load = (id: string, method = 'GET', host = sandboxHost(id)) =>
  send(proxy.sandboxPort, { method, target: `/view/${id}`, headers: [['Host', host]] });

describe('the sandbox origin', () => {
  it('a view loads once, framed only by the page that registered it; a HEAD does not use it up', async () => {
    const id = await registerView();
    expect((await load(id, 'HEAD')).status).toBe(404);
    const first = await load(id);
    expect(first.status).toBe(200);
    expect(first.headers['content-security-policy']).toContain(`frame-ancestors ${proxy.origin}`);
    for (let i = 0; i < 5; i++) {
      expect(attack('sandbox', `load #${i + 2} of a one-time view`, (await load(id)).status === 410)).toBe(true);
    }
    expect(
      attack(
        'sandbox',
        'a one-time view with a query',
        (await send(proxy.sandboxPort, { target: `/view/${id}?again=1`, headers: [['Host', sandboxHost(id)]] }))
          .status === 410,
      ),
    ).toBe(true);
  });

  it('ids near a live one, guessed ids and odd paths load nothing, and the live view still loads after', async () => {
    const id = await registerView();
    const swapped = (at: number) => `${id.slice(0, at)}${id[at] === 'a' ? 'b' : 'a'}${id.slice(at + 1)}`;
    const guesses = [
      id.slice(0, -1),
      `${id}A`,
      swapped(0),
      swapped(id.length - 1),
      id.toUpperCase() === id ? id.toLowerCase() : id.toUpperCase(),
      `${id}/`,
      `${id}%00`,
      `%2e%2e/view/${id}x`,
      '',
      '..',
      'undefined',
      'null',
      '0',
      '1',
      ...Array.from({ length: 24 }, () => randomBytes(16).toString('hex')),
    ];
    for (const guess of guesses) {
      const response = await load(guess);
      expect(
        attack(
          'sandbox',
          `view id guessed: ${JSON.stringify(guess.slice(0, 30))}`,
          [400, 403, 404].includes(response.status),
        ),
        `${guess} → ${response.status}`,
      ).toBe(true);
    }
    // The live id in the path, but another view's host name: one view's page never loads under another's origin.
    expect(
      attack(
        'sandbox',
        "a live view under another view's host name",
        (await load(id, 'GET', sandboxHost(randomBytes(16).toString('hex')))).status === 404,
      ),
    ).toBe(true);
    // The loopback names are the inspector's and every other local app's: a view never runs on them (their cookies, storage and process).
    for (const name of ['127.0.0.1', 'localhost', '[::1]', `x.${id}.localhost`, `${id}.localhost.evil.example`]) {
      expect(
        attack(
          'sandbox',
          `a live view under Host ${name}`,
          (await load(id, 'GET', `${name}:${proxy.sandboxPort}`)).status === 403,
        ),
      ).toBe(true);
    }
    // A foreign Host, or another method, does not use it up either.
    expect(
      attack(
        'sandbox',
        'a live view under a foreign Host',
        (await load(id, 'GET', `evil.example:${proxy.sandboxPort}`)).status === 403,
      ),
    ).toBe(true);
    expect(
      attack(
        'sandbox',
        'a live view under the main port as Host',
        (await load(id, 'GET', `127.0.0.1:${proxy.port}`)).status === 403,
      ),
    ).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      expect(attack('sandbox', `a live view with ${method}`, (await load(id, method)).status === 404)).toBe(true);
    }
    expect((await load(id)).status).toBe(200);
  });

  it('the sandbox port answers no API route, no page and no net frame, even with the token', async () => {
    trap.connections = 0;
    const withToken = (headers: [string, string][] = []) =>
      [['Host', sandboxHost()], ['Authorization', `Bearer ${proxy.token}`], ...headers] as [string, string][];
    for (const route of apiRoutes(trap.url, proxy.origin)) {
      const response = await send(proxy.sandboxPort, { ...route, headers: withToken(route.headers) });
      expect(
        attack('sandbox', `sandbox port: ${route.name}`, response.status === 404),
        `${route.name} → ${response.status}`,
      ).toBe(true);
    }
    for (const target of [
      '/',
      '/index.html',
      '/oauth/callback?code=x&state=y',
      `/net-frame?origin=${encodeURIComponent(trap.url)}`,
      '/assets/',
      '/bridge',
      '/view/',
      '/sandbox.js/../api/config',
    ]) {
      const response = await send(proxy.sandboxPort, { target, headers: withToken() });
      expect(
        attack('sandbox', `sandbox port: GET ${target}`, response.status === 404 && !response.body.includes('<script')),
        `${target} → ${response.status}`,
      ).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trap.connections).toBe(0);
  });

  it('only the inspector page’s own origin may be a view’s host', async () => {
    for (const hostOrigin of [
      proxy.viewOrigin,
      `http://127.0.0.1:${proxy.sandboxPort}`,
      'http://evil.example',
      'null',
      '*',
      `http://127.0.0.1:${proxy.port + 1}`,
      `https://127.0.0.1:${proxy.port}`,
      `${proxy.origin}/`,
      `${proxy.origin} http://evil.example`,
      `${proxy.origin}; script-src *`,
      '',
    ]) {
      const response = await send(proxy.port, {
        method: 'POST',
        target: '/api/app-views',
        headers: page(),
        body: JSON.stringify({ hostOrigin }),
      });
      expect(
        attack('sandbox', `register a view for host ${JSON.stringify(hostOrigin)}`, response.status === 400),
        hostOrigin,
      ).toBe(true);
    }
    const noHost = await send(proxy.port, { method: 'POST', target: '/api/app-views', headers: page(), body: '{}' });
    expect(attack('sandbox', 'register a view with no host origin', noHost.status === 400)).toBe(true);
  });
});
