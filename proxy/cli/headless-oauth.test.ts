import { describe, expect, it } from 'vitest';
import { followToCallback } from './headless-oauth.ts';

const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

describe('followToCallback', () => {
  it('follows redirects until one comes back to the redirect URI, and returns its query', async () => {
    const seen: string[] = [];
    const fetch = async (url: string | URL) => {
      seen.push(String(url));
      return String(url).includes('/authorize')
        ? redirect('/login?next=1')
        : redirect('http://localhost:3000/callback?code=abc&state=s1');
    };
    const params = await followToCallback(
      new URL('http://as.test/authorize?x=1'),
      'http://localhost:3000/callback',
      fetch,
    );
    expect(params.get('code')).toBe('abc');
    expect(params.get('state')).toBe('s1');
    expect(seen).toEqual(['http://as.test/authorize?x=1', 'http://as.test/login?next=1']);
  });

  it('sends back the cookies each host set, as a browser would, and only to that host', async () => {
    const sent: Array<[string, string | null]> = [];
    const fetch = async (url: string | URL, init?: RequestInit) => {
      const at = new URL(String(url));
      sent.push([at.pathname, new Headers(init?.headers).get('cookie')]);
      if (at.pathname === '/authorize')
        return new Response(null, {
          status: 303,
          headers: [
            ['location', '/interaction/1'],
            ['set-cookie', '_session=s1; path=/; httponly'],
            ['set-cookie', '_interaction=i1; path=/interaction/1'],
          ],
        });
      if (at.pathname === '/interaction/1')
        return new Response(null, {
          status: 303,
          headers: [
            ['location', 'http://other.test/step'],
            ['set-cookie', '_interaction=i2'],
          ],
        });
      if (at.host === 'other.test') return redirect('http://as.test/resume');
      return redirect('http://localhost:3000/callback?code=c');
    };
    const params = await followToCallback(new URL('http://as.test/authorize'), 'http://localhost:3000/callback', fetch);
    expect(params.get('code')).toBe('c');
    expect(sent).toEqual([
      ['/authorize', null],
      ['/interaction/1', '_session=s1; _interaction=i1'],
      ['/step', null],
      ['/resume', '_session=s1; _interaction=i2'],
    ]);
  });

  it('fails on a page that needs a person, and on endless redirects', async () => {
    await expect(
      followToCallback(
        new URL('http://as.test/authorize'),
        'http://localhost:3000/callback',
        async () => new Response('<form>', { status: 200 }),
      ),
    ).rejects.toThrow(/answered 200 without a redirect: it wants a person to log in/);
    await expect(
      followToCallback(new URL('http://as.test/a'), 'http://localhost:3000/callback', async () => redirect('/a')),
    ).rejects.toThrow(/more than 5 times/);
    await expect(
      followToCallback(new URL('javascript:alert(1)'), 'http://localhost:3000/callback', async () => redirect('/a')),
    ).rejects.toThrow(/http or https/);
  });
});
