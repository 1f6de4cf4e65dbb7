import { describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { apiRoutes } from './api-routes.ts';
import { attackTargets } from './attack-proxy.ts';
import { send, upgradeHeaders, type RawResponse } from './raw-http.ts';

// Origin, against the real proxy: only the page's own origin (127.0.0.1, localhost or [::1] on the proxy's port, exactly) may
// call it. The rule read from proxy/security/loopback.ts: an Origin that is present must be one of those; an absent Origin passes
// to the token, since browsers send Origin on every cross-origin request and on every state-changing one.

// The recorder is a trap: a request it receives is one the proxy should have refused.
const { proxy, recorder: trap } = await attackTargets();

function foreignOrigins(port: number, sandboxPort: number): string[] {
  return [
    'null',
    '',
    `http://127.0.0.1:${port + 1}`,
    `http://127.0.0.1:${sandboxPort}`,
    `http://localhost:${sandboxPort}`,
    `http://localhost:${port + 1}`,
    `https://127.0.0.1:${port}`,
    `https://localhost:${port}`,
    `ws://127.0.0.1:${port}`,
    `file://`,
    'http://127.0.0.1',
    'http://localhost',
    `http://127.0.0.1:${port}/`,
    `HTTP://127.0.0.1:${port}`,
    `http://LOCALHOST:${port}`,
    `http://localhost.:${port}`,
    `http://127.0.0.1.:${port}`,
    `http://user@127.0.0.1:${port}`,
    `http://[::1]:${port + 1}`,
    `http://[0:0:0:0:0:0:0:1]:${port}`,
    `http://[::ffff:127.0.0.1]:${port}`,
    `http://::1:${port}`,
    `http://127.1:${port}`,
    `http://2130706433:${port}`,
    `http://0x7f000001:${port}`,
    `http://127.0.0.2:${port}`,
    `http://0.0.0.0:${port}`,
    `http://127.0.0.1:0${port}`,
    'http://evil.example',
    `http://evil.example:${port}`,
    `http://127.0.0.1.nip.io:${port}`,
    `http://localhost.evil.example:${port}`,
    `http://127.0.0.1:${port}.evil.example`,
    `http://127.0.0.1:${port} http://evil.example`,
    `http://evil.example, http://127.0.0.1:${port}`,
    `http://127.0.0.1:${port}, http://evil.example`,
    'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
  ];
}

const refused = (response: RawResponse) =>
  response.status === 403 && response.headers['access-control-allow-origin'] === undefined;

describe('a foreign Origin', () => {
  it('our own origins, under any of our names and whichever Host, go through (the refusals below would be seen)', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    for (const origin of [
      `http://127.0.0.1:${proxy.port}`,
      `http://localhost:${proxy.port}`,
      `http://[::1]:${proxy.port}`,
    ]) {
      const api = await send(proxy.port, {
        target: '/api/config',
        headers: [
          ['Host', host],
          ['Origin', origin],
          ['Authorization', `Bearer ${proxy.token}`],
        ],
      });
      expect(api.status, origin).toBe(200);
      expect(
        (
          await send(proxy.port, {
            target: `/bridge?token=${proxy.token}`,
            headers: upgradeHeaders(`localhost:${proxy.port}`, [['Origin', origin]]),
          })
        ).status,
      ).toBe(101);
    }
  });

  it('is refused with 403 and no CORS header, even with the right token: API reads, API actions, preflights, the page, the upgrade', async () => {
    trap.connections = 0;
    const host = `127.0.0.1:${proxy.port}`;
    const auth: [string, string] = ['Authorization', `Bearer ${proxy.token}`];
    const failures: string[] = [];
    for (const origin of foreignOrigins(proxy.port, proxy.sandboxPort)) {
      const tries: [string, Promise<RawResponse>][] = [
        [
          'GET /api/config',
          send(proxy.port, { target: '/api/config', headers: [['Host', host], ['Origin', origin], auth] }),
        ],
        [
          'POST /api/listening',
          send(proxy.port, {
            method: 'POST',
            target: '/api/listening',
            headers: [['Host', host], ['Origin', origin], auth, ['Content-Type', 'application/json']],
            body: JSON.stringify({ url: trap.url }),
          }),
        ],
        [
          'preflight /api/relay',
          send(proxy.port, {
            method: 'OPTIONS',
            target: '/api/relay',
            headers: [
              ['Host', host],
              ['Origin', origin],
              ['Access-Control-Request-Method', 'POST'],
              ['Access-Control-Request-Headers', 'authorization, x-loupe-target'],
            ],
          }),
        ],
        [
          'GET /',
          send(proxy.port, {
            target: '/',
            headers: [
              ['Host', host],
              ['Origin', origin],
            ],
          }),
        ],
        [
          'upgrade /bridge',
          send(proxy.port, {
            target: `/bridge?token=${proxy.token}`,
            headers: upgradeHeaders(host, [['Origin', origin]]),
          }),
        ],
      ];
      for (const [name, pending] of tries) {
        const response = await pending;
        if (!attack('origin', `${name} from Origin ${JSON.stringify(origin)}`, refused(response)))
          failures.push(`${name} from ${JSON.stringify(origin)} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trap.connections).toBe(0);
  });

  it('two Origin headers, one of them ours, are refused', async () => {
    const host = `127.0.0.1:${proxy.port}`;
    const ours = `http://127.0.0.1:${proxy.port}`;
    for (const pair of [
      [ours, 'http://evil.example'],
      ['http://evil.example', ours],
      [ours, 'null'],
    ]) {
      const headers: [string, string][] = [
        ['Host', host],
        ...pair.map((origin) => ['Origin', origin] as [string, string]),
        ['Authorization', `Bearer ${proxy.token}`],
      ];
      expect(
        attack(
          'origin',
          `API, Origins ${pair.join(' + ')}`,
          refused(await send(proxy.port, { target: '/api/config', headers })),
        ),
      ).toBe(true);
      const upgrade = await send(proxy.port, {
        target: `/bridge?token=${proxy.token}`,
        headers: upgradeHeaders(
          host,
          pair.map((origin) => ['Origin', origin] as [string, string]),
        ),
      });
      expect(attack('origin', `upgrade, Origins ${pair.join(' + ')}`, upgrade.status === 403)).toBe(true);
    }
  });

  it('no Origin at all: the token decides, and without it every state-changing route refuses', async () => {
    // Not a browser (browsers send Origin on every POST, PUT, PATCH, DELETE and cross-origin request): allowed with the token.
    const host = `127.0.0.1:${proxy.port}`;
    const control = await send(proxy.port, {
      method: 'POST',
      target: '/api/connect-origins',
      headers: [
        ['Host', host],
        ['Authorization', `Bearer ${proxy.token}`],
      ],
      body: '{"url":"http://allowed.example/"}',
    });
    expect(control.status).toBe(200);
    trap.connections = 0;
    for (const route of apiRoutes(trap.url, proxy.origin).filter((route) => route.method && route.method !== 'GET')) {
      const response = await send(proxy.port, { ...route, headers: [['Host', host], ...(route.headers ?? [])] });
      expect(attack('origin', `no Origin, no token: ${route.name}`, response.status === 401), route.name).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trap.connections).toBe(0);
  });
});
