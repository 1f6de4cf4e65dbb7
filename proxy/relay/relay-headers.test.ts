import { describe, expect, it } from 'vitest';
import { decodeServerHeaders } from '../../shared/http/server-headers.ts';
import { browserResponseHeaders, upstreamRequestHeaders } from './relay-headers.ts';

describe('upstreamRequestHeaders', () => {
  const incoming = new Headers([
    ['Host', '127.0.0.1:6280'],
    ['Origin', 'http://127.0.0.1:6280'],
    ['Referer', 'http://127.0.0.1:6280/?token=x'],
    ['Cookie', 'inspector=1'],
    ['Authorization', 'Bearer our-token'],
    ['Connection', 'keep-alive, X-Hop'],
    ['X-Hop', 'gone'],
    ['Keep-Alive', 'timeout=5'],
    ['TE', 'trailers'],
    ['Upgrade', 'h2c'],
    ['Proxy-Authorization', 'Basic x'],
    ['Expect', '100-continue'],
    ['Sec-Fetch-Mode', 'cors'],
    ['Sec-CH-UA', '"Chromium"'],
    ['X-Loupe-Target', 'http://server/mcp'],
    ['X-Loupe-Authorization', 'Bearer server-token'],
    ['X-Loupe-Cookie', 'session=abc'],
    ['Mcp-Session-Id', 's-1'],
    ['MCP-Protocol-Version', '2025-06-18'],
    ['Mcp-Method', 'tools/call'],
    ['Mcp-Name', 'echo'],
    ['Mcp-Param-Region', 'eu'],
    ['Last-Event-ID', '42'],
    ['Accept', 'application/json, text/event-stream'],
    ['Accept-Encoding', 'gzip, br'],
    ['Content-Type', 'application/json'],
    ['Content-Length', '17'],
    ['X-Custom', 'kept'],
  ]);
  const forwarded = upstreamRequestHeaders(incoming);
  const names = forwarded.map(([name]) => name);

  it('maps our names to Authorization and Cookie', () => {
    expect(forwarded).toContainEqual(['authorization', 'Bearer server-token']);
    expect(forwarded).toContainEqual(['cookie', 'session=abc']);
    expect(forwarded.filter(([name]) => name === 'authorization')).toHaveLength(1);
    expect(forwarded.filter(([name]) => name === 'cookie')).toHaveLength(1);
  });

  it('drops the browser hop, hop-by-hop, sec-* and x-loupe-* headers', () => {
    for (const name of [
      'host',
      'origin',
      'referer',
      'connection',
      'x-hop',
      'keep-alive',
      'te',
      'upgrade',
      'proxy-authorization',
      'expect',
      'sec-fetch-mode',
      'sec-ch-ua',
      'x-loupe-target',
      'x-loupe-authorization',
      'x-loupe-cookie',
    ]) {
      expect(names).not.toContain(name);
    }
    expect(JSON.stringify(forwarded)).not.toContain('our-token');
  });

  it('passes the rest untouched', () => {
    expect(forwarded).toEqual(
      expect.arrayContaining([
        ['mcp-session-id', 's-1'],
        ['mcp-protocol-version', '2025-06-18'],
        ['mcp-method', 'tools/call'],
        ['mcp-name', 'echo'],
        ['mcp-param-region', 'eu'],
        ['last-event-id', '42'],
        ['accept', 'application/json, text/event-stream'],
        ['accept-encoding', 'gzip, br'],
        ['content-type', 'application/json'],
        ['content-length', '17'],
        ['x-custom', 'kept'],
      ]),
    );
  });

  it('forwards nothing of ours when the browser sent no server credentials', () => {
    expect(upstreamRequestHeaders(new Headers({ authorization: 'Bearer our-token', cookie: 'a=1' }))).toEqual([]);
  });
});

describe('browserResponseHeaders', () => {
  const raw = (pairs: [string, string][]) => pairs.flat();

  it('keeps status-independent headers, marks the answer as relayed', () => {
    const headers = browserResponseHeaders(
      raw([
        ['Content-Type', 'text/event-stream'],
        ['Content-Encoding', 'gzip'],
        ['Content-Length', '120'],
        ['Mcp-Session-Id', 's-1'],
        ['Access-Control-Allow-Origin', '*'],
        ['X-Custom', 'a'],
        ['X-Custom', 'b'],
      ]),
    );
    expect(headers.get('content-type')).toBe('text/event-stream');
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('content-length')).toBe('120');
    expect(headers.get('mcp-session-id')).toBe('s-1');
    // CORS headers would apply to the inspector's origin: not the server's to set.
    expect(headers.get('access-control-allow-origin')).toBeNull();
    expect(headers.get('x-custom')).toBe('a, b');
    expect(headers.get('x-loupe-relay')).toBe('1');
  });

  it("drops the server's policy headers: its CSP would replace the proxy's", () => {
    const headers = browserResponseHeaders(
      raw([
        ['Content-Security-Policy', "script-src 'unsafe-inline'"],
        ['content-security-policy-report-only', 'default-src *'],
        ['Strict-Transport-Security', 'max-age=1'],
        ['Refresh', '0; url=javascript:alert(1)'],
        ['NEL', '{"report_to":"x"}'],
        ['Content-Type', 'text/html'],
      ]),
    );
    expect([...headers.keys()].sort()).toEqual(['content-type', 'x-loupe-relay', 'x-loupe-server-headers']);
  });

  it('drops hop-by-hop headers and those Connection lists', () => {
    const headers = browserResponseHeaders(
      raw([
        ['Connection', 'keep-alive, X-Hop'],
        ['Keep-Alive', 'timeout=5'],
        ['Transfer-Encoding', 'chunked'],
        ['Trailer', 'X-Checksum'],
        ['Upgrade', 'h2c'],
        ['Proxy-Authenticate', 'Basic'],
        ['X-Hop', '1'],
        ['Date', 'Sun, 22 Nov 2026 20:00:00 GMT'],
      ]),
    );
    expect([...headers.keys()].sort()).toEqual(['date', 'x-loupe-relay', 'x-loupe-server-headers']);
  });

  it('lists every header the server sent, exactly, in X-Loupe-Server-Headers', () => {
    const sent: [string, string][] = [
      ['Content-Type', 'application/json'],
      ['Set-Cookie', 'a=1; Path=/'],
      ['set-cookie', 'b=2'],
      ['Connection', 'keep-alive'],
      ['X-Loupe-Relay', 'forged'],
      ['Location', '/mcp/'],
      ['X-Note', 'caf\u00e9'],
    ];
    const headers = browserResponseHeaders(raw(sent));
    expect(decodeServerHeaders(headers.get('x-loupe-server-headers'))).toEqual(sent);
  });

  it('passes each Set-Cookie as X-Loupe-Set-Cookie, never as Set-Cookie', () => {
    const headers = browserResponseHeaders(
      raw([
        ['Set-Cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; HttpOnly'],
      ]),
    );
    expect(headers.getSetCookie()).toEqual([]);
    expect(headers.get('x-loupe-set-cookie')).toBe('a=1; Path=/, b=2; HttpOnly');
  });

  it('renames Location and Clear-Site-Data, which the browser would apply to our origin', () => {
    const headers = browserResponseHeaders(
      raw([
        ['Location', '/mcp/'],
        ['Clear-Site-Data', '"storage"'],
      ]),
    );
    expect(headers.get('location')).toBeNull();
    expect(headers.get('x-loupe-location')).toBe('/mcp/');
    expect(headers.get('clear-site-data')).toBeNull();
    expect(headers.get('x-loupe-clear-site-data')).toBe('"storage"');
  });

  it('keeps a Bearer challenge, renames one that opens a login dialog', () => {
    const bearer = 'Bearer resource_metadata="https://server/.well-known/oauth-protected-resource"';
    expect(browserResponseHeaders(raw([['WWW-Authenticate', bearer]])).get('www-authenticate')).toBe(bearer);
    for (const challenge of [
      'Basic realm="x"',
      'Bearer realm="a", Basic realm="b"',
      'Digest realm="x", nonce="n"',
      'Negotiate',
      'NTLM',
    ]) {
      const headers = browserResponseHeaders(raw([['WWW-Authenticate', challenge]]));
      expect(headers.get('www-authenticate')).toBeNull();
      expect(headers.get('x-loupe-www-authenticate')).toBe(challenge);
    }
  });

  it("drops a server's own X-Loupe-* headers, which would pass for the relay's", () => {
    const headers = browserResponseHeaders(
      raw([
        ['X-Loupe-Relay-Error', 'ECONNREFUSED'],
        ['X-Loupe-Set-Cookie', 'fake=1'],
      ]),
    );
    expect(headers.get('x-loupe-relay-error')).toBeNull();
    expect(headers.get('x-loupe-set-cookie')).toBeNull();
  });
});

describe('headers a browser may not send, carried for it', () => {
  it('X-Loupe-Header-Origin and -Referer reach the server under their own names; Host and Content-Length cannot be carried', () => {
    const headers = new Headers([
      ['x-loupe-header-origin', 'https://app.example'],
      ['x-loupe-header-referer', 'https://app.example/page'],
      ['x-loupe-header-host', 'evil.example'],
      ['x-loupe-header-content-length', '9999'],
      ['origin', 'http://127.0.0.1:6280'],
    ]);
    const sent = Object.fromEntries(upstreamRequestHeaders(headers));
    expect(sent.origin).toBe('https://app.example');
    expect(sent.referer).toBe('https://app.example/page');
    expect(sent.host).toBeUndefined();
    expect(sent['content-length']).toBeUndefined();
  });
});
