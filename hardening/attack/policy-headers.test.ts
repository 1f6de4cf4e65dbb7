import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { attackTargets } from './attack-proxy.ts';

// Items 7 and 8 of issue 17, against the real proxy on a socket: no origin a page registers can
// rewrite the net frame's policy, and no upstream answer brings its own policy through the relay.

const proxyPolicy = "default-src 'none'; frame-ancestors 'none'";
const staticRoot = mkdtempSync(join(tmpdir(), 'loupe-hardening-policy-'));
afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));
// The recorder is the upstream the relay reaches: every answer it gives carries a hostile policy of its own.
const { proxy, recorder: upstream } = await attackTargets({ staticRoot });
upstream.answer = (request) => ({
  headers: [
    ['Content-Type', 'text/html'],
    ['Content-Security-Policy', "default-src *; script-src 'unsafe-inline' 'unsafe-eval' *; frame-ancestors *"],
    ['Content-Security-Policy-Report-Only', 'default-src *'],
    ['Refresh', '0; url=javascript:alert(1)'],
    ['Link', '<http://evil.example/x.css>; rel=stylesheet'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['NEL', '{"report_to":"evil","max_age":31536000}'],
    ['Report-To', '{"group":"evil","max_age":31536000,"endpoints":[{"url":"http://evil.example/r"}]}'],
    ['Access-Control-Allow-Origin', '*'],
    ['X-Frame-Options', 'ALLOWALL'],
  ],
  body: `<script>alert(${JSON.stringify(request.url)})</script>`,
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${proxy.port}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${proxy.token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });

const register = (url: string) => api('/api/connect-origins', { method: 'POST', body: JSON.stringify({ url }) });

/** The directives a policy names, by name: a `;` smuggled in would add some. */
const directives = (policy: string) => policy.split(';').map((part) => part.trim().split(/\s+/)[0]);

describe('net-frame: only canonical origins reach the frame policy', () => {
  it.each([
    ['semicolon in host', 'http://x;sandbox;script-src/'],
    ['semicolon with script-src', "http://a;script-src-elem 'unsafe-inline'/"],
    ['wildcard host', 'http://*/'],
    ['wildcard subdomain', 'http://*.example.com/'],
    ['comma: a second policy', 'http://a,script-src/'],
    ['quote in host', "http://'unsafe-inline'/"],
    ['userinfo', 'http://user:pw@127.0.0.1:1/'],
    ['javascript scheme', 'javascript://127.0.0.1:47001/%0aalert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ])('registering %s is refused with 400', async (name, url) => {
    const res = await register(url);
    const listed = ((await (await api('/api/connect-origins')).json()) as { origins: string[] }).origins;
    expect(attack('net-frame', `register: ${name}`, res.status === 400 && listed.length === 0)).toBe(true);
  });

  it.each([
    ['semicolon in origin query', 'http://x;sandbox;script-src'],
    ['wildcard origin query', 'http://*'],
    ['path after a registered origin', 'http://127.0.0.1:3001/;script-src *'],
    ['query after a registered origin', 'http://127.0.0.1:3001?;script-src *'],
  ])('a frame for a %s is refused with 400', async (name, origin) => {
    expect((await register('http://127.0.0.1:3001/mcp')).status).toBe(200);
    const res = await fetch(`http://127.0.0.1:${proxy.port}/net-frame?origin=${encodeURIComponent(origin)}`);
    expect(attack('net-frame', `frame: ${name}`, res.status === 400)).toBe(true);
  });

  it('a registered origin gets a policy of exactly its five directives', async () => {
    expect((await register('http://127.0.0.1:3001/mcp')).status).toBe(200);
    const res = await fetch(
      `http://127.0.0.1:${proxy.port}/net-frame?origin=${encodeURIComponent('http://127.0.0.1:3001')}`,
    );
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(res.status).toBe(200);
    expect(directives(policy)).toEqual(['default-src', 'connect-src', 'frame-ancestors', 'base-uri', 'form-action']);
    expect(policy).toContain('connect-src http://127.0.0.1:3001;');
  });
});

describe("relay: the answer carries the proxy's policy, not the upstream's", () => {
  it.each([
    ['upstream Content-Security-Policy', 'content-security-policy', (value: string | null) => value === proxyPolicy],
    [
      'upstream Content-Security-Policy-Report-Only',
      'content-security-policy-report-only',
      (value: string | null) => value === null,
    ],
    ['upstream Refresh to javascript:', 'refresh', (value: string | null) => value === null],
    ['upstream Link stylesheet', 'link', (value: string | null) => value === null],
    ['upstream Strict-Transport-Security', 'strict-transport-security', (value: string | null) => value === null],
    ['upstream NEL', 'nel', (value: string | null) => value === null],
    ['upstream Report-To', 'report-to', (value: string | null) => value === null],
    ['upstream Access-Control-Allow-Origin *', 'access-control-allow-origin', (value: string | null) => value === null],
    ['upstream X-Frame-Options', 'x-frame-options', (value: string | null) => value === null],
  ])('%s does not reach the page', async (name, header, held) => {
    const res = await api('/api/relay', { headers: { 'x-loupe-target': `${upstream.url}/mcp` } });
    await res.arrayBuffer();
    expect(res.headers.get('x-loupe-relay')).toBe('1');
    expect(attack('relay', name, held(res.headers.get(header)))).toBe(true);
  });
});
