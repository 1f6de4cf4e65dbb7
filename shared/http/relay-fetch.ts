import type { FetchLike } from '@modelcontextprotocol/client';
import { RelayError, type PresentedCertificate } from './fetch-failure.ts';
import { isNullBodyStatus } from './http-target.ts';
import { isForbiddenInBrowser, RELAY_TUNNEL_PREFIX, relayCanSend } from './forbidden-headers.ts';

export const RELAY_PATH = '/api/relay';

/** Headers that carry, to the relay, what the browser cannot send itself or that our token occupies. */
export const RELAY_HEADERS = {
  target: 'X-Loupe-Target',
  authorization: 'X-Loupe-Authorization',
  cookie: 'X-Loupe-Cookie',
  error: 'X-Loupe-Relay-Error',
  setCookie: 'X-Loupe-Set-Cookie',
} as const;

export interface RelayFetchOptions {
  /** The proxy's session token. */
  token: string;
  /** Where the relay is: the page's own origin in a browser. */
  relayUrl: string;
  fetch?: FetchLike;
}

/**
 * A fetch that goes through the proxy's relay: the target travels in a
 * header, the server's own Authorization and Cookie under names of ours,
 * and a failure to reach the server comes back as a {@link RelayError}
 * with the proxy's explanation, never as a response the server did not send.
 */
export function relayFetch(options: RelayFetchOptions): FetchLike {
  const base = options.fetch ?? ((input, init) => fetch(input, init));
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, renamed] of [
      ['authorization', RELAY_HEADERS.authorization],
      ['cookie', RELAY_HEADERS.cookie],
    ] as const) {
      const value = headers.get(name);
      if (value === null) continue;
      headers.delete(name);
      headers.set(renamed, value);
    }
    // What a browser may not send itself travels under a name of ours, and the relay restores it.
    const tunnelled: string[] = [];
    headers.forEach((_, name) => {
      if (name !== 'cookie' && isForbiddenInBrowser(name) && relayCanSend(name)) tunnelled.push(name);
    });
    for (const name of tunnelled) {
      headers.set(`${RELAY_TUNNEL_PREFIX}${name}`, headers.get(name)!);
      headers.delete(name);
    }
    headers.set('Authorization', `Bearer ${options.token}`);
    headers.set(RELAY_HEADERS.target, String(input));
    const response = await base(options.relayUrl, { ...init, headers });
    const code = response.headers.get(RELAY_HEADERS.error);
    if (code !== null) throw await relayError(code, response);
    // Only what the server answered carries this mark; anything else is the proxy refusing the relay itself.
    if (response.headers.get('x-loupe-relay') === null) throw await refusal(response);
    return withServerNames(response);
  };
}

async function relayError(code: string, response: Response): Promise<RelayError> {
  try {
    const body = (await response.json()) as {
      error?: { message?: string; hint?: string; certificate?: PresentedCertificate };
    };
    return new RelayError({
      code,
      message: body.error?.message ?? code,
      hint: body.error?.hint,
      certificate: body.error?.certificate,
    });
  } catch {
    return new RelayError({ code, message: `The relay failed (${code})` });
  }
}

async function refusal(response: Response): Promise<RelayError> {
  let message = `The proxy refused to relay (HTTP ${response.status})`;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') message = `The proxy refused to relay: ${body.error}`;
  } catch {
    // The status says enough.
  }
  const hint =
    response.status === 401
      ? 'The session token was refused: the inspector was restarted, so open the URL it printed.'
      : message;
  return new RelayError({ code: response.status === 401 ? 'TOKEN_REFUSED' : 'RELAY_REFUSED', message, hint });
}

/**
 * The relay renames a redirect's Location (the browser would follow it to
 * our own origin) and a login dialog's WWW-Authenticate; the transport gets
 * them back under their own names, to follow or to read.
 */
function withServerNames(response: Response): Response {
  const location = response.headers.get('x-loupe-location');
  const challenge = response.headers.get('x-loupe-www-authenticate');
  if (location === null && challenge === null) return response;
  const headers = new Headers(response.headers);
  if (location !== null) headers.set('location', location);
  if (challenge !== null) headers.set('www-authenticate', challenge);
  const nullBody =
    isNullBodyStatus(response.status) || (response.status >= 300 && response.status < 400 && response.body === null);
  return new Response(nullBody ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
