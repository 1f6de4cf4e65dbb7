import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitRelayedHeaders } from '../../shared/http/server-headers.ts';
import { createApp } from '../app.ts';
import {
  closedPort,
  echo,
  headerPairs,
  makeCertificate,
  startHttpServer,
  startHttpsServer,
  type Echoed,
  type TestCertificate,
  type TestServer,
} from '../test-kit/http-servers.ts';

const token = 'T'.repeat(43);
const base = 'http://127.0.0.1:6280';
const config = { defaultServer: { command: 'true', args: [], env: {} }, version: '0.0.0' };
const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-relay-'));
const app = createApp({ token, port: 6280, config, staticRoot });
const auth = { authorization: `Bearer ${token}` };

const relay = (target: string | undefined, init: RequestInit = {}) =>
  app.request(`${base}/api/relay`, {
    ...init,
    headers: {
      ...auth,
      ...(target === undefined ? {} : { 'x-loupe-target': target }),
      ...(init.headers as Record<string, string>),
    },
  });

let plain: TestServer;
let answering: TestServer;
let certificate: TestCertificate;
let tls: TestServer;
let expired: TestServer;
let silent: Server;
const silentSockets = new Set<Socket>();
const gzipped = gzipSync('{"jsonrpc":"2.0","id":1,"result":{}}');

beforeAll(async () => {
  plain = await startHttpServer(echo);
  answering = await startHttpServer((req, res) => {
    if (req.url === '/gzip')
      return res
        .writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': gzipped.length,
        })
        .end(gzipped);
    if (req.url === '/redirect') return res.writeHead(307, { location: '/mcp/' }).end();
    if (req.url === '/policies')
      return res
        .writeHead(200, [
          ['Content-Type', 'text/html'],
          ['Content-Security-Policy', "script-src 'unsafe-inline' *; frame-ancestors *"],
          ['Content-Security-Policy-Report-Only', 'default-src *'],
          ['Strict-Transport-Security', 'max-age=31536000'],
          ['Refresh', '0; url=javascript:alert(1)'],
          ['Link', '<http://evil.example/x.css>; rel=stylesheet'],
          ['Access-Control-Allow-Origin', '*'],
          ['X-Frame-Options', 'ALLOWALL'],
          ['Mcp-Session-Id', 's-3'],
        ])
        .end('<script>alert(1)</script>');
    if (req.url === '/no-content') return res.writeHead(204, { 'mcp-session-id': 's-2' }).end();
    res.writeHead(201, [
      ['Content-Type', 'application/json'],
      ['Mcp-Session-Id', 's-1'],
      ['Set-Cookie', 'a=1; Path=/'],
      ['Set-Cookie', 'b=2; HttpOnly'],
      ['Connection', 'close'],
      ['Keep-Alive', 'timeout=5'],
      ['X-Server', 'yes'],
    ]);
    res.end('{"ok":true}');
  });
  certificate = makeCertificate();
  tls = await startHttpsServer(certificate, echo);
  expired = await startHttpsServer(makeCertificate({ expired: true }), echo);
  silent = createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  rmSync(staticRoot, { recursive: true, force: true });
  for (const socket of silentSockets) socket.destroy();
  silent.close();
  await Promise.all([plain.close(), answering.close(), tls.close(), expired.close()]);
});

describe('ALL /api/relay', () => {
  it('forwards method, path, query and body, and the headers by the relay rules', async () => {
    const res = await relay(`${plain.origin}/mcp?session=1`, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      headers: {
        origin: base,
        referer: `${base}/?token=${token}`,
        cookie: 'inspector=ours',
        'sec-fetch-mode': 'cors',
        'x-loupe-authorization': 'Bearer server-token',
        'x-loupe-cookie': 'session=abc',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': 's-1',
        'mcp-protocol-version': '2025-06-18',
        'mcp-method': 'tools/call',
        'mcp-name': 'echo',
        'mcp-param-region': 'eu',
        'last-event-id': '7',
        'x-custom': 'kept',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-loupe-relay')).toBe('1');
    const echoed = (await res.json()) as Echoed;
    expect(echoed).toMatchObject({
      method: 'POST',
      path: '/mcp?session=1',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    const got = Object.fromEntries(headerPairs(echoed.rawHeaders));
    expect(got).toMatchObject({
      host: `127.0.0.1:${plain.port}`,
      authorization: 'Bearer server-token',
      cookie: 'session=abc',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-session-id': 's-1',
      'mcp-protocol-version': '2025-06-18',
      'mcp-method': 'tools/call',
      'mcp-name': 'echo',
      'mcp-param-region': 'eu',
      'last-event-id': '7',
      'x-custom': 'kept',
    });
    for (const name of [
      'origin',
      'referer',
      'sec-fetch-mode',
      'x-loupe-target',
      'x-loupe-authorization',
      'x-loupe-cookie',
    ])
      expect(got).not.toHaveProperty(name);
    expect(JSON.stringify(echoed)).not.toContain(token);
  });

  it('forwards no Authorization or Cookie at all when the page gave none for the server', async () => {
    const res = await relay(`${plain.origin}/`, { headers: { cookie: 'inspector=ours' } });
    const got = Object.fromEntries(headerPairs(((await res.json()) as Echoed).rawHeaders));
    expect(got).not.toHaveProperty('authorization');
    expect(got).not.toHaveProperty('cookie');
  });

  it("answers with the server's status and headers, Set-Cookie as X-Loupe-Set-Cookie, hop-by-hop ones dropped", async () => {
    const res = await relay(`${answering.origin}/`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('{"ok":true}');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('mcp-session-id')).toBe('s-1');
    expect(res.headers.get('x-server')).toBe('yes');
    expect(res.headers.get('x-loupe-relay')).toBe('1');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('x-loupe-set-cookie')).toBe('a=1; Path=/, b=2; HttpOnly');
    expect(res.headers.get('keep-alive')).toBeNull();
  });

  it("answers with the proxy's policy, not the server's: CSP and other policy headers dropped, listed for the log", async () => {
    const res = await relay(`${answering.origin}/policies`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of [
      'content-security-policy-report-only',
      'strict-transport-security',
      'refresh',
      'link',
      'access-control-allow-origin',
      'x-frame-options',
    ]) {
      expect(res.headers.get(name), name).toBeNull();
    }
    expect(res.headers.get('mcp-session-id')).toBe('s-3');
    const listed = splitRelayedHeaders(res.headers)?.server.map(([name]) => name);
    expect(listed).toContain('Content-Security-Policy');
  });

  it('passes encoded bytes as sent, Content-Encoding kept', async () => {
    const res = await relay(`${answering.origin}/gzip`);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(gzipped);
  });

  it('passes a redirect without following it, its Location renamed', async () => {
    const res = await relay(`${answering.origin}/redirect`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-loupe-location')).toBe('/mcp/');
  });

  it('answers HEAD and 204 without a body', async () => {
    const head = await relay(`${answering.origin}/gzip`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(gzipped.length));
    const empty = await relay(`${answering.origin}/no-content`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(empty.headers.get('mcp-session-id')).toBe('s-2');
  });

  describe('refuses a target it will not relay, with 400', () => {
    it.each([
      ['no X-Loupe-Target', undefined, /missing/],
      ['an empty one', '', /missing/],
      ['a relative URL', '/mcp', /not an absolute URL/],
      ['file:///etc/passwd', 'file:///etc/passwd', /scheme file:/],
      ['a ws: URL', 'ws://127.0.0.1:3000/', /scheme ws:/],
    ])('%s', async (_name, target, error) => {
      const res = await relay(target);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-loupe-relay')).toBeNull();
      expect(res.headers.get('x-loupe-relay-error')).toBeNull();
      expect(await res.json()).toEqual({ error: expect.stringMatching(error) });
    });
  });

  describe('answers 502 with X-Loupe-Relay-Error when the server cannot be reached', () => {
    it('ECONNREFUSED', async () => {
      const port = await closedPort();
      const res = await relay(`http://127.0.0.1:${port}/mcp?key=secret`);
      expect(res.status).toBe(502);
      expect(res.headers.get('x-loupe-relay-error')).toBe('ECONNREFUSED');
      expect(res.headers.get('x-loupe-relay')).toBeNull();
      expect(await res.json()).toEqual({
        error: {
          code: 'ECONNREFUSED',
          message: `connect ECONNREFUSED 127.0.0.1:${port}`,
          hint: `Nothing listens on 127.0.0.1:${port}. Is the server running, on this port?`,
        },
      });
    });

    it('a name that does not resolve', async () => {
      const res = await relay('http://mcp-loupe-test.invalid/mcp');
      expect(res.status).toBe(502);
      expect(res.headers.get('x-loupe-relay-error')).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
    });

    it('a self-signed certificate, shown', async () => {
      const res = await relay(`${tls.origin}/mcp`);
      expect(res.status).toBe(502);
      expect(res.headers.get('x-loupe-relay-error')).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
      expect(await res.json()).toEqual({
        error: {
          code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
          message: 'self-signed certificate',
          hint: `The certificate of 127.0.0.1:${tls.port} is self-signed; trust it for this run to go on.`,
          certificate: {
            subject: 'CN=localhost',
            issuer: 'CN=localhost',
            validFrom: expect.any(String),
            validTo: expect.any(String),
            fingerprint256: certificate.fingerprint256,
            selfSigned: true,
            subjectAltName: 'DNS:localhost, IP Address:127.0.0.1',
          },
        },
      });
    });

    it('an expired certificate', async () => {
      const res = await relay(`${expired.origin}/mcp`);
      expect(res.headers.get('x-loupe-relay-error')).toBe('CERT_HAS_EXPIRED');
      expect(((await res.json()) as { error: { hint: string } }).error.hint).toMatch(/expired on/);
    });

    it('a connection not set up within the connect timeout', async () => {
      const { port } = silent.address() as AddressInfo;
      const impatient = createApp({ token, port: 6280, config, staticRoot, connectTimeoutMs: 300 });
      const res = await impatient.request(`${base}/api/relay`, {
        headers: { ...auth, 'x-loupe-target': `https://127.0.0.1:${port}/mcp` },
      });
      expect(res.status).toBe(502);
      expect(res.headers.get('x-loupe-relay-error')).toBe('ETIMEDOUT');
    });
  });

  describe('certificates trusted for this run', () => {
    const trustCertificate = (origin: string, fingerprint256: string) =>
      app.request(`${base}/api/trusted-certificates`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ origin, fingerprint256 }),
      });
    const forget = (origin: string) =>
      app.request(`${base}/api/trusted-certificates`, {
        method: 'DELETE',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ origin }),
      });

    it('relays to a trusted origin, refuses a changed certificate, and refuses again once forgotten', async () => {
      expect((await trustCertificate(tls.origin, certificate.fingerprint256)).status).toBe(200);
      const trusted = await relay(`${tls.origin}/mcp`, { method: 'POST', body: 'hi' });
      expect(trusted.status).toBe(200);
      expect(((await trusted.json()) as Echoed).body).toBe('hi');

      await trustCertificate(expired.origin, certificate.fingerprint256);
      const changed = await relay(`${expired.origin}/mcp`);
      expect(changed.status).toBe(502);
      expect(changed.headers.get('x-loupe-relay-error')).toBe('CERT_NOT_TRUSTED_FINGERPRINT');
      const { error } = (await changed.json()) as { error: { hint: string; certificate: { fingerprint256: string } } };
      expect(error.hint).toMatch(/changed since you trusted it/);
      expect(error.certificate.fingerprint256).not.toBe(certificate.fingerprint256);

      await forget(tls.origin);
      await forget(expired.origin);
      expect((await relay(`${tls.origin}/mcp`)).headers.get('x-loupe-relay-error')).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
      const listed = await app.request(`${base}/api/trusted-certificates`, { headers: auth });
      expect(await listed.json()).toEqual({ certificates: [] });
    });
  });
});
