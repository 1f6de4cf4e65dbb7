import { auth, type FetchLike, type OAuthClientProvider } from '@modelcontextprotocol/client';
import { describeOAuthError } from './describe-oauth-error.ts';
import type { OAuthFlow } from './oauth-flow.ts';

/**
 * Runs the OAuth flow for a server without connecting to it: discovery,
 * registration, the person's approval, the token. For checking a server's
 * authorization on its own, before (or instead of) a session.
 */
export async function authorizeOnly(options: {
  serverUrl: string;
  provider: OAuthClientProvider;
  fetch: FetchLike;
  flow: OAuthFlow;
  signal?: AbortSignal;
}): Promise<boolean> {
  const { serverUrl, provider, fetch, flow } = options;
  const round = flow.signal;
  try {
    const first = await auth(provider, { serverUrl, fetchFn: fetch });
    if (first === 'AUTHORIZED') return true;
    const callback = await flow.waitForCallback(options.signal);
    if (callback.get('error')) return false;
    const code = callback.get('code') ?? undefined;
    const iss = callback.get('iss') ?? undefined;
    return (
      (await auth(provider, { serverUrl, fetchFn: fetch, authorizationCode: code, ...(iss ? { iss } : {}) })) ===
      'AUTHORIZED'
    );
  } catch (error) {
    // A flow started over (a new connection) is not failed by this one's end.
    if (!round.aborted) flow.failed(describeOAuthError(error));
    return false;
  }
}
