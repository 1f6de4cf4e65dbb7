import { describe, expect, it } from 'vitest';
import { openableUrl } from './openable-url.ts';

describe('openableUrl', () => {
  it('opens http and https, as the parser writes them', () => {
    expect(openableUrl('https://example.com/pay?x=1')).toEqual({ ok: true, href: 'https://example.com/pay?x=1' });
    expect(openableUrl('  HTTP://Example.com')).toEqual({ ok: true, href: 'http://example.com/' });
  });

  it.each([
    ['javascript://127.0.0.1:47001/%0aalert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    ['\tjava\nscript:alert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['file:///etc/passwd', 'file:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['blob:https://example.com/1', 'blob:'],
    ['ftp://example.com/', 'ftp:'],
  ])('refuses %s, naming its scheme', (url, scheme) => {
    expect(openableUrl(url)).toEqual({
      ok: false,
      reason: `not opened: only http and https links are opened; this one is ${scheme}`,
    });
  });

  it('refuses what is not an absolute URL, or not a string', () => {
    expect(openableUrl('/relative').ok).toBe(false);
    expect(openableUrl('').ok).toBe(false);
    expect(openableUrl(42).ok).toBe(false);
    expect(openableUrl(undefined).ok).toBe(false);
  });
});
