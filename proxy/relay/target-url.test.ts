import { describe, expect, it } from 'vitest';
import { addressOf, parseTargetUrl } from './target-url.ts';

describe('parseTargetUrl', () => {
  it('accepts absolute http and https URLs', () => {
    const check = parseTargetUrl('https://example.com:8443/mcp?x=1', 'X-Loupe-Target');
    expect(check.ok && check.url.href).toBe('https://example.com:8443/mcp?x=1');
    expect(parseTargetUrl(' http://127.0.0.1:3000/mcp ', 'url').ok).toBe(true);
  });

  it.each([
    [undefined, /missing/],
    [null, /missing/],
    ['  ', /missing/],
    ['/mcp', /not an absolute URL/],
    ['http//oops', /not an absolute URL/],
  ])('refuses %j', (value, error) => {
    expect(parseTargetUrl(value, 'X-Loupe-Target')).toEqual({ ok: false, error: expect.stringMatching(error) });
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['ws://127.0.0.1:3000/', 'ws:'],
    ['wss://example.com/', 'wss:'],
    ['ftp://example.com/', 'ftp:'],
    ['javascript:alert(1)', 'javascript:'],
  ])('refuses %s and names its scheme', (value, scheme) => {
    const check = parseTargetUrl(value, 'X-Loupe-Target');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.error).toContain(`scheme ${scheme}`);
  });

  it('refuses credentials in the URL, and never repeats the value', () => {
    const check = parseTargetUrl('https://user:s3cret@example.com/?token=abc', 'X-Loupe-Target');
    expect(check.ok).toBe(false);
    expect(JSON.stringify(check)).not.toMatch(/s3cret|abc/);
  });
});

describe('addressOf', () => {
  it('writes the port, default or not', () => {
    expect(addressOf(new URL('https://example.com/mcp'))).toBe('example.com:443');
    expect(addressOf(new URL('http://example.com/mcp'))).toBe('example.com:80');
    expect(addressOf(new URL('http://127.0.0.1:3999/'))).toBe('127.0.0.1:3999');
    expect(addressOf(new URL('http://[::1]:3999/'))).toBe('[::1]:3999');
  });
});
