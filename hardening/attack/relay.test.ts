import { beforeEach, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { attackTargets } from './attack-proxy.ts';
import { rawExchange, send, type RawResponse } from './raw-http.ts';
import type { RecordedRequest } from './recorder.ts';

// The relay (/api/relay), against the real proxy and a real upstream that records what reached it. The page holds the token
// and asks for these; what is hostile is where they aim and what they carry: the relay must refuse what is not an http(s)
// server, and must never hand the server the inspector's token, cookies or hop-by-hop headers.

const { proxy, recorder: upstream } = await attackTargets();
beforeEach(() => {
  upstream.connections = 0;
  upstream.requests.length = 0;
  upstream.answer = () => ({});
});

const pageHeaders = (): [string, string][] => [
  ['Host', `127.0.0.1:${proxy.port}`],
  ['Origin', proxy.origin],
  ['Authorization', `Bearer ${proxy.token}`],
];

function relay(
  target: string | undefined,
  extra: [string, string][] = [],
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  const headers = [
    ...pageHeaders(),
    ...(target === undefined ? [] : [['X-Loupe-Target', target] as [string, string]]),
    ...extra,
  ];
  return send(proxy.port, { method, target: '/api/relay', headers, ...(body === undefined ? {} : { body }) });
}

/** Everything the upstream got, as one string: names, values, request line and body. */
const everything = (request: RecordedRequest) =>
  [request.method, request.url, ...request.rawHeaders, request.body].join('\n');

describe('relay targets', () => {
  it('an http: target is relayed (so what is refused below would have reached the upstream)', async () => {
    const response = await relay(`${upstream.url}/mcp`);
    expect(response.status).toBe(200);
    expect(response.headers['x-loupe-relay']).toBe('1');
    expect(upstream.requests).toHaveLength(1);
  });

  it('refuses every target that is not an absolute http(s) URL without credentials, before connecting anywhere', async () => {
    const at = `127.0.0.1:${upstream.port}`;
    const targets = [
      undefined,
      '',
      ' ',
      'file:///etc/passwd',
      'FILE:///etc/passwd',
      ' file:///etc/passwd',
      `file://${at}/etc/passwd`,
      `ftp://${at}/`,
      'data:text/plain,hello',
      'data:application/json,{"jsonrpc":"2.0"}',
      'javascript:alert(1)',
      `gopher://${at}/_GET%20/%20HTTP/1.1`,
      `ws://${at}/`,
      `wss://${at}/`,
      'about:blank',
      `blob:http://${at}/0d6a7c0e-0000-0000-0000-000000000000`,
      `view-source:http://${at}/`,
      'chrome://settings',
      `jar:file:///x!/y`,
      `dict://${at}/`,
      `ldap://${at}/`,
      `telnet://${at}/`,
      `http://user:password@${at}/`,
      `http://user@${at}/`,
      `http://:password@${at}/`,
      '/api/config',
      `//${at}/`,
      `${at}/`,
      'http://',
      'http:///',
      'not a url',
      'http://[::1/',
    ];
    for (const target of targets) {
      const response = await relay(target);
      expect(
        attack('relay', `target ${JSON.stringify(target)}`, response.status === 400 && upstream.connections === 0),
        `${target} → ${response.status}`,
      ).toBe(true);
    }
  });

  it('relayed to the proxy itself or its sandbox, a request carries no token: the API refuses it (a page path answers the page)', async () => {
    const targets: [string, string, string?][] = [
      ['GET', `${proxy.origin}/api/config`],
      ['GET', `http://localhost:${proxy.port}/api/config`],
      ['GET', `http://[::1]:${proxy.port}/api/config`],
      ['POST', `${proxy.origin}/api/connect-origins`, '{"url":"http://relayed.example/"}'],
      ['POST', `${proxy.origin}/api/relay`, '{}'],
      ['GET', `${proxy.origin}/api/trusted-certificates`],
      ['POST', `${proxy.origin}/api/app-views`, JSON.stringify({ hostOrigin: proxy.origin })],
      ['GET', `${proxy.origin}/bridge?token=guess`],
      ['GET', `${proxy.viewOrigin}/api/config`],
      ['GET', `${proxy.viewOrigin}/view/guessed-id`],
      ['GET', `http://127.0.0.1:${proxy.sandboxPort}/sandbox.js`],
    ];
    for (const [method, target, body] of targets) {
      // Nested relay: the inner request would ask the proxy to relay again.
      const extra: [string, string][] = [
        ['Cookie', `token=${proxy.token}`],
        ['Content-Type', 'application/json'],
      ];
      if (target.endsWith('/api/relay')) extra.push(['X-Loupe-Header-Origin', proxy.origin]);
      const response = await relay(target, extra, method, body);
      const leaked =
        response.body.includes('"workingDirectory"') ||
        response.body.includes('"origins"') ||
        response.body.includes('"certificates"') ||
        response.body.includes('"url"') ||
        response.status === 101;
      expect(
        attack(
          'relay',
          `${method} ${target} through the relay`,
          !leaked && !(response.status < 300 && response.body.startsWith('{')),
        ),
        `${target} → ${response.status} ${response.body.slice(0, 80)}`,
      ).toBe(true);
    }
    // Nothing was registered through it.
    const origins = await send(proxy.port, { target: '/api/connect-origins', headers: pageHeaders() });
    expect(JSON.parse(origins.body)).toEqual({ origins: [] });
  });
});

describe('relayed request headers', () => {
  const cases: [string, [string, string][], (request: RecordedRequest) => boolean][] = [
    [
      'the token in Authorization',
      [],
      (r) => !everything(r).includes('TOKEN') && r.headers.authorization === undefined,
    ],
    ['a cookie of the inspector', [['Cookie', 'session=inspector-cookie']], (r) => r.headers.cookie === undefined],
    [
      'a cookie tunnelled as X-Loupe-Header-Cookie',
      [['X-Loupe-Header-Cookie', 'session=inspector-cookie']],
      (r) => r.headers.cookie === undefined,
    ],
    [
      'Authorization tunnelled as X-Loupe-Header-Authorization',
      [['X-Loupe-Header-Authorization', 'Bearer TOKEN']],
      (r) => r.headers.authorization === undefined,
    ],
    [
      'Host tunnelled as X-Loupe-Header-Host',
      [['X-Loupe-Header-Host', 'evil.example']],
      (r) => r.headers.host === `127.0.0.1:${upstream.port}`,
    ],
    ['Connection tunnelled', [['X-Loupe-Header-Connection', 'upgrade']], (r) => r.headers.connection === 'close'],
    ['the page’s Origin', [], (r) => r.headers.origin === undefined],
    ['a Referer carrying the token', [['Referer', `${'PAGE'}/?token=TOKEN`]], (r) => r.headers.referer === undefined],
    [
      'a header named in Connection',
      [
        ['Connection', 'close, X-Private'],
        ['X-Private', 'inspector-only'],
      ],
      (r) => r.headers['x-private'] === undefined,
    ],
    ['Keep-Alive', [['Keep-Alive', 'timeout=5']], (r) => r.headers['keep-alive'] === undefined],
    ['TE', [['TE', 'trailers']], (r) => r.headers.te === undefined],
    ['Trailer', [['Trailer', 'X-Checksum']], (r) => r.headers.trailer === undefined],
    ['Upgrade', [['Upgrade', 'websocket']], (r) => r.headers.upgrade === undefined],
    [
      'Proxy-Authorization',
      [['Proxy-Authorization', 'Basic aW5zcGVjdG9yOnNlY3JldA==']],
      (r) => r.headers['proxy-authorization'] === undefined,
    ],
    ['Expect', [['Expect', '100-continue']], (r) => r.headers.expect === undefined],
    ['Sec-Fetch-Site', [['Sec-Fetch-Site', 'same-origin']], (r) => r.headers['sec-fetch-site'] === undefined],
    [
      'Sec-WebSocket-Key',
      [['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ==']],
      (r) => r.headers['sec-websocket-key'] === undefined,
    ],
    [
      'another X-Loupe header',
      [
        ['X-Loupe-Relay-Error', 'spoof'],
        ['X-Loupe-Target-Extra', 'x'],
      ],
      (r) => !r.rawHeaders.some((name) => /^x-loupe-/i.test(name)),
    ],
    ['the token in the relay’s own query', [], (r) => !r.url.includes('TOKEN')],
  ];

  it.each(cases)('%s does not reach the server', async (name, extra, holds) => {
    const fill = (value: string) => value.replaceAll('TOKEN', proxy.token).replaceAll('PAGE', proxy.origin);
    const query = name.includes('query') ? `?token=${proxy.token}` : '';
    const headers = [
      ...pageHeaders(),
      ['X-Loupe-Target', `${upstream.url}/mcp`] as [string, string],
      ...extra.map(([n, v]) => [n, fill(v)] as [string, string]),
    ];
    const response = await send(proxy.port, {
      method: 'POST',
      target: `/api/relay${query}`,
      headers,
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(response.status).toBe(200);
    const [request] = upstream.requests;
    expect(request).toBeDefined();
    const recorded = request as RecordedRequest;
    const clean = holds({
      ...recorded,
      rawHeaders: recorded.rawHeaders.map((v) => v.replaceAll(proxy.token, 'TOKEN')),
      url: recorded.url.replaceAll(proxy.token, 'TOKEN'),
    });
    // And never, under any name, the token itself; nor forwarding headers the relay made up.
    const noToken = !everything(recorded).includes(proxy.token);
    const noForwarding = !recorded.rawHeaders.some(
      (header, i) => i % 2 === 0 && /^(x-forwarded-|forwarded$|via$)/i.test(header),
    );
    expect(
      attack('relay', `request header: ${name}`, clean && noToken && noForwarding),
      JSON.stringify(recorded.rawHeaders),
    ).toBe(true);
  });

  it('CR/LF in a target, a header name or a value injects no header upstream', async () => {
    const at = `127.0.0.1:${upstream.port}`;
    const base = `POST /api/relay HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: Bearer ${proxy.token}\r\nContent-Length: 0\r\nConnection: close\r\n`;
    const attempts: [string, string][] = [
      ['%0d%0a in the target path', `${base}X-Loupe-Target: http://${at}/a%0d%0aInjected:%20yes\r\n\r\n`],
      ['%0d%0a in the target query', `${base}X-Loupe-Target: http://${at}/a?x=%0d%0aInjected:%20yes\r\n\r\n`],
      [
        '%0d%0a in the target host',
        `${base}X-Loupe-Target: http://127.0.0.1%0d%0aInjected:%20yes:${upstream.port}/\r\n\r\n`,
      ],
      ['a bare CR in a value', `${base}X-Loupe-Target: http://${at}/\r\nX-Note: a\rInjected: yes\r\n\r\n`],
      ['a bare LF in a value', `${base}X-Loupe-Target: http://${at}/\r\nX-Note: a\nInjected: yes\r\n\r\n`],
      ['a bare CR in the target', `${base}X-Loupe-Target: http://${at}/\rInjected: yes\r\n\r\n`],
      ['a NUL in a value', `${base}X-Loupe-Target: http://${at}/\r\nX-Note: a\0Injected: yes\r\n\r\n`],
      ['a space in a header name', `${base}X-Loupe-Target: http://${at}/\r\nInjected : yes\r\n\r\n`],
      ['a CR in a header name', `${base}X-Loupe-Target: http://${at}/\r\nX-A\rInjected: yes\r\n\r\n`],
      ['an obsolete folded line', `${base}X-Loupe-Target: http://${at}/\r\nX-Note: a\r\n Injected: yes\r\n\r\n`],
      [
        'a tunnelled Origin with an encoded CR/LF',
        `${base}X-Loupe-Target: http://${at}/\r\nX-Loupe-Header-Origin: http://x%0d%0aInjected:%20yes\r\n\r\n`,
      ],
    ];
    for (const [name, bytes] of attempts) {
      upstream.requests.length = 0;
      await rawExchange(proxy.port, bytes);
      const injected = upstream.requests.some((request) =>
        request.rawHeaders.some((header, i) => i % 2 === 0 && /injected/i.test(header)),
      );
      expect(attack('relay', `injection: ${name}`, !injected), name).toBe(true);
    }
  });

  it('huge headers, many headers and a smuggled body are refused before anything reaches the server', async () => {
    const target: [string, string] = ['X-Loupe-Target', `${upstream.url}/mcp`];
    const attempts: [string, () => Promise<RawResponse>][] = [
      ['a 20 KB header value', () => relay(target[1], [['X-Big', 'a'.repeat(20_000)]])],
      ['a 1 MB header value', () => relay(target[1], [['X-Big', 'a'.repeat(1_000_000)]])],
      ['a 20 KB target URL', () => relay(`${upstream.url}/${'a'.repeat(20_000)}`)],
      [
        '3000 small headers',
        () =>
          relay(
            target[1],
            Array.from({ length: 3000 }, (_, i) => [`X-H${i}`, 'aaaaaa'] as [string, string]),
          ),
      ],
      [
        'Content-Length and Transfer-Encoding together',
        () =>
          rawExchange(
            proxy.port,
            `POST /api/relay HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: Bearer ${proxy.token}\r\nX-Loupe-Target: ${target[1]}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n`,
          ),
      ],
      [
        'two Content-Lengths',
        () =>
          rawExchange(
            proxy.port,
            `POST /api/relay HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: Bearer ${proxy.token}\r\nX-Loupe-Target: ${target[1]}\r\nContent-Length: 2\r\nContent-Length: 30\r\nConnection: close\r\n\r\n{}`,
          ),
      ],
    ];
    for (const [name, attempt] of attempts) {
      upstream.connections = 0;
      const response = await attempt();
      expect(
        attack(
          'relay',
          `request: ${name}`,
          response.status >= 400 && response.status < 500 && upstream.connections === 0,
        ),
        `${name} → ${response.status}`,
      ).toBe(true);
    }
  });
});

describe('relayed response headers', () => {
  const cases: [string, [string, string][], (response: RawResponse) => boolean][] = [
    [
      'Set-Cookie',
      [['Set-Cookie', 'loupe=from-server; Path=/']],
      (r) => r.headers['set-cookie'] === undefined && r.headers['x-loupe-set-cookie'] !== undefined,
    ],
    ['Location', [['Location', 'http://evil.example/']], (r) => r.headers.location === undefined],
    ['Clear-Site-Data', [['Clear-Site-Data', '"*"']], (r) => r.headers['clear-site-data'] === undefined],
    [
      'a Basic challenge',
      [['WWW-Authenticate', 'Basic realm="x"']],
      (r) => !/basic/i.test(r.headers['www-authenticate'] ?? ''),
    ],
    [
      'a spoofed relay error',
      [['X-Loupe-Relay-Error', 'ECONNREFUSED']],
      (r) => r.headers['x-loupe-relay-error'] === undefined,
    ],
    [
      'a header named in Connection',
      [
        ['Connection', 'X-Hop'],
        ['X-Hop', 'x'],
      ],
      (r) => r.headers['x-hop'] === undefined,
    ],
  ];
  it.each(cases)('a server’s %s does not act on the inspector’s origin', async (name, headers, holds) => {
    upstream.answer = () => ({ status: 200, headers });
    const response = await relay(`${upstream.url}/mcp`);
    expect(attack('relay', `response header: ${name}`, response.status === 200 && holds(response))).toBe(true);
  });
});
