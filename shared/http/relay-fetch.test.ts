import { describe, expect, it } from 'vitest';
import { RelayError } from './fetch-failure.ts';
import { relayFetch } from './relay-fetch.ts';

function capture(response: Response) {
  const sent: { url: string; headers: Headers }[] = [];
  const fetch = relayFetch({
    token: 't0ken',
    relayUrl: 'http://127.0.0.1:6280/api/relay',
    fetch: async (input, init) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) });
      return response;
    },
  });
  return { sent, fetch };
}

const relayed = (init: ResponseInit = {}) =>
  new Response('{}', { ...init, headers: { 'x-loupe-relay': '1', ...(init.headers as Record<string, string>) } });

describe('relayFetch', () => {
  it('carries the target, our token, and what the browser cannot send under names of ours', async () => {
    const { sent, fetch } = capture(relayed());
    await fetch('http://server/mcp', {
      method: 'POST',
      headers: { Authorization: 'Bearer server-token', Cookie: 'a=1', Origin: 'https://app.example', 'X-Team': 'blue' },
    });
    const headers = sent[0]!.headers;
    expect(sent[0]!.url).toBe('http://127.0.0.1:6280/api/relay');
    expect(headers.get('authorization')).toBe('Bearer t0ken');
    expect(headers.get('x-loupe-target')).toBe('http://server/mcp');
    expect(headers.get('x-loupe-authorization')).toBe('Bearer server-token');
    expect(headers.get('x-loupe-cookie')).toBe('a=1');
    expect(headers.get('x-loupe-header-origin')).toBe('https://app.example');
    expect(headers.get('origin')).toBeNull();
    expect(headers.get('x-team')).toBe('blue');
  });

  it('gives a relayed redirect its Location back, and a relay failure as a RelayError', async () => {
    const redirect = await capture(relayed({ status: 307, headers: { 'x-loupe-location': '/mcp/' } })).fetch(
      'http://server/mcp',
    );
    expect(redirect.headers.get('location')).toBe('/mcp/');
    const failed = capture(
      new Response(
        JSON.stringify({
          error: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED', hint: 'Nothing listens there.' },
        }),
        { status: 502, headers: { 'x-loupe-relay-error': 'ECONNREFUSED' } },
      ),
    );
    await expect(failed.fetch('http://server/mcp')).rejects.toMatchObject({
      name: 'RelayError',
      code: 'ECONNREFUSED',
      hint: 'Nothing listens there.',
    });
    const refused = capture(new Response(JSON.stringify({ error: 'bad token' }), { status: 401 }));
    await expect(refused.fetch('http://server/mcp')).rejects.toBeInstanceOf(RelayError);
  });
});
