import { describe, expect, it } from 'vitest';
import { grantCsp } from './csp-grant.ts';

describe('grantCsp', () => {
  it('grants nothing and refuses nothing when no csp is declared', () => {
    expect(grantCsp(undefined)).toEqual({ granted: {}, refused: [] });
    expect(grantCsp(null)).toEqual({ granted: {}, refused: [] });
  });

  it('keeps valid origins per key, in order, and lists each refused entry with its key and reason', () => {
    const { granted, refused } = grantCsp({
      connectDomains: ['https://api.example.com', '*', 'wss://live.example.com'],
      resourceDomains: ['https://*.cdn.example', "'unsafe-eval'", 'data:'],
      frameDomains: ['https://www.youtube.com/embed'],
      baseUriDomains: [],
    });
    expect(granted).toEqual({
      connectDomains: ['https://api.example.com', 'wss://live.example.com'],
      resourceDomains: ['https://*.cdn.example'],
    });
    expect(Object.keys(granted)).toEqual(['connectDomains', 'resourceDomains']);
    expect(refused).toEqual([
      { key: 'connectDomains', value: '*', why: expect.stringMatching(/origins/) },
      { key: 'resourceDomains', value: "'unsafe-eval'", why: expect.stringMatching(/keyword/) },
      { key: 'resourceDomains', value: 'data:', why: expect.stringMatching(/scheme alone/) },
      { key: 'frameDomains', value: 'https://www.youtube.com/embed', why: expect.stringMatching(/path/) },
    ]);
  });

  it('refuses a csp that is not an object, a key that is not an array, and keys the specification does not have', () => {
    expect(grantCsp('https://a.com')).toEqual({
      granted: {},
      refused: [{ key: 'csp', value: 'https://a.com', why: expect.stringMatching(/not an object/) }],
    });
    expect(grantCsp({ connectDomains: 'https://a.com', scriptDomains: ['https://b.com'] }).refused).toEqual([
      { key: 'scriptDomains', value: ['https://b.com'], why: expect.stringMatching(/not a key/) },
      { key: 'connectDomains', value: 'https://a.com', why: 'not an array of origins' },
    ]);
  });

  it('grants at most 64 origins a key, and each once', () => {
    const many = Array.from({ length: 70 }, (_, index) => `https://h${index}.example`);
    const { granted, refused } = grantCsp({ connectDomains: ['https://h0.example', ...many] });
    expect(granted.connectDomains).toEqual(many.slice(0, 64));
    expect(refused.map((entry) => entry.value)).toEqual(many.slice(64));
    expect(refused[0]!.why).toBe('more than 64 origins in connectDomains');
  });

  it('refuses a wildcard over a top-level domain or a public suffix, naming the suffix, and keeps one under a registrable domain', () => {
    const { granted, refused } = grantCsp({
      connectDomains: ['http://*.com', 'https://*.example.com', 'https://*.co.uk', 'https://*.bbc.co.uk'],
      resourceDomains: ['https://*.github.io', 'https://*.octocat.github.io', 'https://*.0.1'],
      frameDomains: ['https://*.COM:443'],
    });
    expect(granted).toEqual({
      connectDomains: ['https://*.example.com', 'https://*.bbc.co.uk'],
      resourceDomains: ['https://*.octocat.github.io'],
    });
    expect(refused).toEqual([
      {
        key: 'connectDomains',
        value: 'http://*.com',
        why: 'a wildcard over a top-level domain: *.com covers every site registered under com; a wildcard is allowed only under a registrable domain, such as *.example.com',
      },
      {
        key: 'connectDomains',
        value: 'https://*.co.uk',
        why: expect.stringMatching(
          /^a wildcard over a public suffix: \*\.co\.uk covers every site registered under co\.uk;/,
        ),
      },
      {
        key: 'resourceDomains',
        value: 'https://*.github.io',
        why: expect.stringMatching(/public suffix: \*\.github\.io covers every site registered under github\.io/),
      },
      { key: 'resourceDomains', value: 'https://*.0.1', why: expect.stringMatching(/IPv4/) },
      { key: 'frameDomains', value: 'https://*.COM:443', why: expect.stringMatching(/top-level domain: \*\.com/) },
    ]);
  });
});
