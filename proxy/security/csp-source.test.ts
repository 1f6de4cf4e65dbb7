import { describe, expect, it } from 'vitest';
import { cspSource } from './csp-source.ts';

describe('cspSource', () => {
  it('keeps a host name or IPv4 origin as it is', () => {
    expect(cspSource('http://127.0.0.1:6280')).toBe('http://127.0.0.1:6280');
    expect(cspSource('http://localhost:6281')).toBe('http://localhost:6281');
  });

  it('turns an IPv6 origin into any host on its port', () => {
    expect(cspSource('http://[::1]:6281')).toBe('http://*:6281');
    expect(cspSource('http://[::1]')).toBe('http://*');
  });
});

describe('cspSource: only canonical origins', () => {
  it.each(['http://x;sandbox;script-src', 'http://*', 'http://a,b', "http://'self'", 'http://127.0.0.1:6280/path'])(
    'throws for %s rather than write it into a policy',
    (origin) => {
      expect(() => cspSource(origin)).toThrow(/cannot go into a Content-Security-Policy/);
    },
  );
});
