import { describe, expect, it } from 'vitest';
import { relayPath } from './relay-path.ts';

const base = new URL('http://127.0.0.1:11434/v1/');

describe('relayPath', () => {
  it('puts the path under the base URL path, with the query', () => {
    const path = relayPath(base, 'chat/completions', '?stream=true');
    expect(path.ok && path.url.href).toBe('http://127.0.0.1:11434/v1/chat/completions?stream=true');
    const bare = relayPath(new URL('https://api.example.com'), 'v1/messages', '');
    expect(bare.ok && bare.url.href).toBe('https://api.example.com/v1/messages');
  });

  it('keeps a path that names another host at the base URL’s origin', () => {
    const path = relayPath(base, '//evil.example/x', '');
    expect(path.ok && path.url.origin).toBe('http://127.0.0.1:11434');
  });

  it.each([
    '..',
    '../config',
    'a/../../x',
    '%2e%2e/x',
    '%2E%2e/x',
    '.%2e/x',
    './x',
    'a%2f..%2fx',
    'a%2F..%2Fx',
    'a%5c..%5cx',
    'a\\..\\x',
    'a%00b',
    'a%0d%0aInjected:%20yes',
    '%zz',
  ])('refuses %s', (rest) => {
    expect(relayPath(base, rest, '').ok).toBe(false);
  });
});
