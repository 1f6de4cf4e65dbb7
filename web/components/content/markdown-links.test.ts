import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './markdown-links.ts';

describe('safeHttpUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    'file:///etc/passwd',
    'mailto:a@b.c',
    '/relative',
    '#top',
    '//example.com/x',
    '',
  ])('refuses %j', (href) => {
    expect(safeHttpUrl(href)).toBeUndefined();
  });
});
