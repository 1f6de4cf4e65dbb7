import { describe, expect, it } from 'vitest';
import { corsFallbackFetch, type CorsVerdicts } from './cors-fallback-fetch.ts';

function routes(refuse: (url: string) => boolean) {
  const calls: string[] = [];
  const direct = async (input: string | URL, init?: RequestInit) => {
    calls.push(`direct ${init?.method ?? 'GET'} ${String(input)}`);
    if (refuse(String(input))) throw new TypeError('Failed to fetch');
    return new Response('{}');
  };
  const relay = async (input: string | URL, init?: RequestInit) => {
    calls.push(`relay ${init?.method ?? 'GET'} ${String(input)}`);
    return new Response('{}');
  };
  return { calls, direct, relay };
}

describe('corsFallbackFetch', () => {
  it('finds out with a GET, and remembers for later attempts', async () => {
    const { calls, direct, relay } = routes((url) => url.startsWith('http://as'));
    const verdicts: CorsVerdicts = new Map();
    const switched: string[] = [];
    const fetch = corsFallbackFetch(direct, relay, 'http://mcp', verdicts, (origin) => switched.push(origin));
    await fetch('http://as/.well-known/oauth-authorization-server');
    await fetch('http://as/token', { method: 'POST', body: 'grant_type=refresh_token' });
    const again = corsFallbackFetch(direct, relay, 'http://mcp', verdicts, () => {});
    await again('http://as/token', { method: 'POST' });
    expect(calls).toEqual([
      'direct GET http://as/.well-known/oauth-authorization-server',
      'relay GET http://as/.well-known/oauth-authorization-server',
      'relay POST http://as/token',
      'relay POST http://as/token',
    ]);
    expect(switched).toEqual(['http://as']);
  });

  it('never sends a POST twice: one to an origin not yet known goes through the relay only', async () => {
    const { calls, direct, relay } = routes(() => true);
    const fetch = corsFallbackFetch(direct, relay, 'http://mcp', new Map(), () => {});
    await fetch('http://as/token', { method: 'POST', body: 'grant_type=authorization_code&code=x' });
    expect(calls).toEqual(['relay POST http://as/token']);
  });

  it('an origin the browser reached keeps going direct; the server itself always does', async () => {
    const { calls, direct, relay } = routes(() => false);
    const fetch = corsFallbackFetch(direct, relay, 'http://mcp', new Map(), () => {});
    await fetch('http://as/.well-known/openid-configuration');
    await fetch('http://as/token', { method: 'POST' });
    await fetch('http://mcp/mcp', { method: 'POST' });
    expect(calls).toEqual([
      'direct GET http://as/.well-known/openid-configuration',
      'direct POST http://as/token',
      'direct POST http://mcp/mcp',
    ]);
  });
});
