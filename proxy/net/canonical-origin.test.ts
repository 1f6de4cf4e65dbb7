import { describe, expect, it } from 'vitest';
import { canonicalOrigin, originOfUrl } from './canonical-origin.ts';

describe('originOfUrl', () => {
  it('serializes the origin of an http(s) URL from its parts', () => {
    expect(originOfUrl('http://127.0.0.1:3001/mcp?x=1')).toEqual({ ok: true, origin: 'http://127.0.0.1:3001' });
    expect(originOfUrl('HTTPS://Example.COM/')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(originOfUrl('https://example.com:443/')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(originOfUrl('http://[::1]:8080/mcp')).toEqual({ ok: true, origin: 'http://[::1]:8080' });
    expect(originOfUrl('http://xn--bcher-kva.example/')).toEqual({ ok: true, origin: 'http://xn--bcher-kva.example' });
  });

  it.each([
    ['http://x;sandbox;script-src/', 'a ; would end the directive'],
    ['http://*/', 'a wildcard would allow every host'],
    ['http://*.example.com/', 'a wildcard subdomain'],
    ['http://a,b/', 'a , would start another policy'],
    ['http://a"b/', 'a quote'],
    ["http://a'self'/", 'a keyword in quotes'],
    ['http://user:pw@example.com/', 'userinfo'],
    ['javascript://127.0.0.1/%0aalert(1)', 'not http(s)'],
    ['ftp://example.com/', 'not http(s)'],
    ['http://-bad.example/', 'a label starting with -'],
    ['http://a..b/', 'an empty label'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', (url) => {
    expect(originOfUrl(url).ok).toBe(false);
  });
});

describe('canonicalOrigin', () => {
  it('takes scheme://host[:port], a trailing / allowed', () => {
    expect(canonicalOrigin('http://127.0.0.1:3001')).toEqual({ ok: true, origin: 'http://127.0.0.1:3001' });
    expect(canonicalOrigin('http://127.0.0.1:3001/')).toEqual({ ok: true, origin: 'http://127.0.0.1:3001' });
  });

  it.each([
    'http://127.0.0.1:3001/mcp',
    'http://127.0.0.1:3001?x',
    'http://127.0.0.1:3001#f',
    'HTTP://127.0.0.1:3001',
    'http://127.0.0.1:80',
    ' http://127.0.0.1:3001',
  ])('refuses %s, which is not written as its origin', (origin) => {
    expect(canonicalOrigin(origin).ok).toBe(false);
  });
});
