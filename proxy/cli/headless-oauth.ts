import type { FetchLike } from '@modelcontextprotocol/client';
import type { OAuthFlow } from '../../shared/oauth/oauth-flow.ts';
import { OAuthStore } from '../../shared/oauth/oauth-store.ts';
import type { OAuthEnvironment } from '../../shared/session/connect-target.ts';

/** The redirect URI a headless client registers: nothing listens there, the client reads the redirect itself. */
export const HEADLESS_REDIRECT_URL = 'http://localhost:3000/callback';

const MAX_REDIRECTS = 5;

/**
 * OAuth without a person, for authorization servers that approve without a
 * login page (test servers): instead of opening the authorization page, the
 * client requests it and follows its redirects until one comes back to the
 * redirect URI, then hands that callback to the session's flow. Credentials
 * are kept in memory, for this run only.
 */
export function headlessOAuth(options: {
  fetch: FetchLike;
  redirectUrl?: string;
}): (flow: () => OAuthFlow) => OAuthEnvironment {
  const redirectUrl = options.redirectUrl ?? HEADLESS_REDIRECT_URL;
  return (flow) => ({
    redirectUrl,
    store: new OAuthStore(),
    openAuthorization: (url) => {
      void followToCallback(url, redirectUrl, options.fetch).then(
        (params) => {
          if (!flow().deliverCallback(params))
            flow().abandon('the authorization server sent back a state that does not match');
        },
        (error: unknown) => flow().abandon(error instanceof Error ? error.message : String(error)),
      );
      return true;
    },
  });
}

/**
 * Requests the authorization page and follows its redirects, keeping the
 * cookies each host sets (a login and a consent step hand their state on in
 * cookies, as to a browser); the query of the redirect that reaches the
 * redirect URI.
 */
export async function followToCallback(start: URL, redirectUrl: string, fetch: FetchLike): Promise<URLSearchParams> {
  const cookies = new CookieJar();
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`The authorization page must be http or https, not ${url.protocol}`);
    const cookie = cookies.headerFor(url);
    const response = await fetch(url, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });
    await response.body?.cancel();
    cookies.keep(url, response.headers);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(
        `The authorization page ${url.origin}${url.pathname} answered ${response.status} without a redirect: it wants a person to log in, and there is none here. ` +
          'Give a token with --bearer, use --grant client-credentials, or open the server in the page',
      );
    }
    const next = new URL(location, url);
    if (`${next.origin}${next.pathname}` === redirectUrlBase(redirectUrl)) return next.searchParams;
    url = next;
  }
  throw new Error(`The authorization page redirected more than ${MAX_REDIRECTS} times without coming back`);
}

/** Cookies by host, as a browser would send them back (name=value; paths and expiry are not needed for one run of redirects). */
class CookieJar {
  readonly #byHost = new Map<string, Map<string, string>>();

  keep(url: URL, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const jar = this.#byHost.get(url.host) ?? new Map<string, string>();
      jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
      this.#byHost.set(url.host, jar);
    }
  }

  headerFor(url: URL): string | undefined {
    const jar = this.#byHost.get(url.host);
    return jar?.size ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }
}

function redirectUrlBase(redirectUrl: string): string {
  const url = new URL(redirectUrl);
  return `${url.origin}${url.pathname}`;
}
