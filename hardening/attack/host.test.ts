import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { type AttackProxy, startAttackProxy } from './attack-proxy.ts';
import { rawExchange, send, upgradeHeaders, type RawResponse } from './raw-http.ts';

// Host and DNS rebinding, against the real proxy and its sandbox server: a page on a name the attacker's DNS points at 127.0.0.1
// sends that name as Host. Only 127.0.0.1, localhost and [::1] on the port itself are answered.

let proxy: AttackProxy;
beforeAll(async () => {
  proxy = await startAttackProxy();
});
afterAll(() => proxy?.close());

function foreignHosts(port: number, otherPort: number): string[] {
  return [
    'evil.example',
    `evil.example:${port}`,
    `127.0.0.1.nip.io:${port}`,
    `localhost.evil.example:${port}`,
    `127.0.0.1.evil.example:${port}`,
    '127.0.0.1',
    'localhost',
    '[::1]',
    `127.0.0.1:${otherPort}`,
    `localhost:${otherPort}`,
    `[::1]:${otherPort}`,
    `[0:0:0:0:0:0:0:1]:${port}`,
    `[::ffff:127.0.0.1]:${port}`,
    `::1:${port}`,
    `127.1:${port}`,
    `2130706433:${port}`,
    `0x7f000001:${port}`,
    `127.0.0.2:${port}`,
    `0.0.0.0:${port}`,
    `localhost.:${port}`,
    `127.0.0.1.:${port}`,
    `127.0.0.1:0${port}`,
    `127.0.0.1:${port}:${port}`,
    `127.0.0.1:${port}@evil.example`,
    `evil.example@127.0.0.1:${port}`,
    `127.0.0.1:${port}.evil.example`,
    `xn--lcalhost-9za:${port}`,
    `localhost%00:${port}`,
    '',
  ];
}

/** Refused: 403 from our guard, or 400 from Node's parser for a Host it cannot read. */
const refused = (response: RawResponse) => response.status === 403 || response.status === 400;

describe('a foreign Host (DNS rebinding)', () => {
  it('our own names on our port are answered (the refusals below would be seen)', async () => {
    for (const host of [
      `127.0.0.1:${proxy.port}`,
      `localhost:${proxy.port}`,
      `[::1]:${proxy.port}`,
      `LOCALHOST:${proxy.port}`,
    ]) {
      expect((await send(proxy.port, { target: '/', headers: [['Host', host]] })).status, host).toBe(200);
      expect(
        (await send(proxy.port, { target: `/bridge?token=${proxy.token}`, headers: upgradeHeaders(host) })).status,
        host,
      ).toBe(101);
    }
    // The sandbox answers a view's own name only: `<view id>.localhost` on its port.
    expect(
      (
        await send(proxy.sandboxPort, {
          target: '/sandbox.js',
          headers: [['Host', `${'f'.repeat(32)}.localhost:${proxy.sandboxPort}`]],
        })
      ).status,
    ).toBe(200);
  });

  it('is refused on the page, the API (with the token), the upgrade (with the token), the net frame and the sandbox origin', async () => {
    const auth: [string, string] = ['Authorization', `Bearer ${proxy.token}`];
    const failures: string[] = [];
    for (const host of foreignHosts(proxy.port, proxy.sandboxPort)) {
      const tries: [string, Promise<RawResponse>][] = [
        ['GET /', send(proxy.port, { target: '/', headers: [['Host', host]] })],
        ['GET /assets/', send(proxy.port, { target: '/assets/', headers: [['Host', host]] })],
        [
          'GET /oauth/callback',
          send(proxy.port, { target: '/oauth/callback?code=x&state=y', headers: [['Host', host]] }),
        ],
        ['GET /api/config', send(proxy.port, { target: '/api/config', headers: [['Host', host], auth] })],
        [
          'POST /api/connect-origins',
          send(proxy.port, {
            method: 'POST',
            target: '/api/connect-origins',
            headers: [['Host', host], auth],
            body: '{"url":"http://evil.example/"}',
          }),
        ],
        [
          'upgrade /bridge',
          send(proxy.port, { target: `/bridge?token=${proxy.token}`, headers: upgradeHeaders(host) }),
        ],
        [
          'GET /net-frame',
          send(proxy.port, { target: '/net-frame?origin=http%3A%2F%2Fevil.example', headers: [['Host', host]] }),
        ],
      ];
      for (const [name, pending] of tries) {
        const response = await pending;
        if (!attack('host', `${name} with Host ${JSON.stringify(host)}`, refused(response)))
          failures.push(`${name} with Host ${JSON.stringify(host)} → ${response.status}`);
      }
    }
    // On the sandbox port, the loopback names themselves are foreign: they are the inspector's and other local apps' (cookies, storage).
    const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${proxy.sandboxPort}`);
    for (const host of [
      ...foreignHosts(proxy.sandboxPort, proxy.port),
      ...loopbackNames,
      `${'f'.repeat(32)}.localhost:${proxy.port}`,
    ]) {
      const response = await send(proxy.sandboxPort, { target: '/sandbox.js', headers: [['Host', host]] });
      if (!attack('host', `sandbox /sandbox.js with Host ${JSON.stringify(host)}`, refused(response)))
        failures.push(`sandbox with Host ${JSON.stringify(host)} → ${response.status}`);
    }
    expect(failures).toEqual([]);
    // Nothing registered by any of the POSTs.
    const origins = await send(proxy.port, {
      target: '/api/connect-origins',
      headers: [['Host', `127.0.0.1:${proxy.port}`], auth],
    });
    expect(JSON.parse(origins.body)).toEqual({ origins: [] });
  });

  it('a missing Host, a second Host, and absolute-form targets naming another host are refused', async () => {
    const ours = `127.0.0.1:${proxy.port}`;
    const auth: [string, string] = ['Authorization', `Bearer ${proxy.token}`];
    const bridge = `/bridge?token=${proxy.token}`;
    const attempts: [string, string | Buffer][] = [
      [
        'no Host, HTTP/1.1',
        `GET /api/config HTTP/1.1\r\nAuthorization: Bearer ${proxy.token}\r\nConnection: close\r\n\r\n`,
      ],
      ['no Host, HTTP/1.0', `GET /api/config HTTP/1.0\r\nAuthorization: Bearer ${proxy.token}\r\n\r\n`],
      [
        'no Host, upgrade',
        `GET ${bridge} HTTP/1.1\r\n${upgradeHeaders(ours)
          .slice(1)
          .map(([n, v]) => `${n}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      ],
    ];
    for (const [name, bytes] of attempts)
      expect(attack('host', name, refused(await rawExchange(proxy.port, bytes))), name).toBe(true);

    const twice: [string, string][][] = [
      [
        ['Host', ours],
        ['Host', 'evil.example'],
      ],
      [
        ['Host', 'evil.example'],
        ['Host', ours],
      ],
      [
        ['Host', ours],
        ['Host', `localhost:${proxy.port + 1}`],
      ],
    ];
    for (const hosts of twice) {
      const label = hosts.map(([, value]) => value).join(' + ');
      expect(
        attack(
          'host',
          `API, Hosts ${label}`,
          refused(await send(proxy.port, { target: '/api/config', headers: [...hosts, auth] })),
        ),
      ).toBe(true);
      expect(
        attack('host', `page, Hosts ${label}`, refused(await send(proxy.port, { target: '/', headers: hosts }))),
      ).toBe(true);
      expect(
        attack(
          'host',
          `upgrade, Hosts ${label}`,
          refused(await send(proxy.port, { target: bridge, headers: [...upgradeHeaders(ours).slice(1), ...hosts] })),
        ),
      ).toBe(true);
    }

    const absolute: [string, string, string][] = [
      ['API, absolute-form to evil.example, Host ours', `http://evil.example/api/config`, ours],
      ['API, absolute-form to ours, Host evil.example', `http://${ours}/api/config`, 'evil.example'],
      ['API, absolute-form to another port', `http://127.0.0.1:${proxy.port + 1}/api/config`, ours],
      ['page, absolute-form to evil.example', 'http://evil.example/', ours],
      ['page, absolute-form https to evil.example', 'https://evil.example/', ours],
    ];
    for (const [name, target, host] of absolute) {
      expect(
        attack('host', name, refused(await send(proxy.port, { target, headers: [['Host', host], auth] }))),
        name,
      ).toBe(true);
    }
    for (const [name, target, host] of [
      ['upgrade, absolute-form to evil.example, Host ours', `http://evil.example${bridge}`, ours],
      ['upgrade, absolute-form to ours, Host evil.example', `http://${ours}${bridge}`, 'evil.example'],
      ['upgrade, absolute-form to another port', `http://127.0.0.1:${proxy.port + 1}${bridge}`, ours],
    ]) {
      expect(
        attack(
          'host',
          name as string,
          refused(await send(proxy.port, { target: target as string, headers: upgradeHeaders(host as string) })),
        ),
        name,
      ).toBe(true);
    }
  });

  it('nothing was spawned', () => {
    expect(proxy.spawned()).toEqual([]);
  });
});
