import { describe, expect, it } from 'vitest';
import { followToCallback } from './headless-oauth.ts';

const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

describe('followToCallback', () => {
  it('follows redirects until one comes back to the redirect URI, and returns its query', async () => {
    const seen: string[] = [];
    const fetch = async (url: string | URL) => {
      seen.push(String(url));
      return String(url).includes('/authorize') ? redirect('/login?next=1') : redirect('http://localhost:3000/callback?code=abc&state=s1');
    };
    const params = await followToCallback(new URL('http://as.test/authorize?x=1'), 'http://localhost:3000/callback', fetch);
    expect(params.get('code')).toBe('abc');
    expect(params.get('state')).toBe('s1');
    expect(seen).toEqual(['http://as.test/authorize?x=1', 'http://as.test/login?next=1']);
  });

  it('fails on a page that needs a person, and on endless redirects', async () => {
    await expect(followToCallback(new URL('http://as.test/authorize'), 'http://localhost:3000/callback', async () => new Response('<form>', { status: 200 }))).rejects.toThrow(/needs a person/);
    await expect(followToCallback(new URL('http://as.test/a'), 'http://localhost:3000/callback', async () => redirect('/a'))).rejects.toThrow(/more than 5 times/);
    await expect(followToCallback(new URL('javascript:alert(1)'), 'http://localhost:3000/callback', async () => redirect('/a'))).rejects.toThrow(/http or https/);
  });
});
