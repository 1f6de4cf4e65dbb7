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
export function headlessOAuth(options: { fetch: FetchLike; redirectUrl?: string }): (flow: () => OAuthFlow) => OAuthEnvironment {
  const redirectUrl = options.redirectUrl ?? HEADLESS_REDIRECT_URL;
  return (flow) => ({
    redirectUrl,
    store: new OAuthStore(),
    openAuthorization: (url) => {
      void followToCallback(url, redirectUrl, options.fetch).then(
        (params) => {
          if (!flow().deliverCallback(params)) flow().abandon('the authorization server sent back a state that does not match');
        },
        (error: unknown) => flow().abandon(error instanceof Error ? error.message : String(error)),
      );
      return true;
    },
  });
}

/** Requests the authorization page and follows its redirects; the query of the one that reaches the redirect URI. */
export async function followToCallback(start: URL, redirectUrl: string, fetch: FetchLike): Promise<URLSearchParams> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`The authorization page must be http or https, not ${url.protocol}`);
    const response = await fetch(url, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`The authorization page answered ${response.status} without a redirect: it needs a person, and there is none here`);
    }
    const next = new URL(location, url);
    if (`${next.origin}${next.pathname}` === redirectUrlBase(redirectUrl)) return next.searchParams;
    url = next;
  }
  throw new Error(`The authorization page redirected more than ${MAX_REDIRECTS} times without coming back`);
}

function redirectUrlBase(redirectUrl: string): string {
  const url = new URL(redirectUrl);
  return `${url.origin}${url.pathname}`;
}
