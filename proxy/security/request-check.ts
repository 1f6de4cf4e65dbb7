import { hostProblem, originProblem } from './loopback.ts';
import { tokenMatches } from './token.ts';

export interface RequestFacts {
  host: string | null | undefined;
  origin: string | null | undefined;
  token: string | null | undefined;
}

export type RequestVerdict = { ok: true } | { ok: false; status: 401 | 403; error: string };

export const tokenError = 'Missing or wrong token: open mcp-loupe with the URL it printed, which carries ?token=…';

/**
 * A token was given, and it is not this run's: most likely the page of an
 * earlier run, as each start makes a new token. `reason` lets a page tell.
 */
export const staleTokenError = {
  error:
    "This token is not this run's: mcp-loupe makes a new token each time it starts. Open the URL it printed last, which carries ?token=…",
  reason: 'token-not-this-run',
} as const;

/**
 * The whole gate for one request, in the order the middleware applies it:
 * Host (DNS rebinding), then Origin (other sites), then the token.
 */
export function checkRequest(facts: RequestFacts, expected: { port: number; token: string }): RequestVerdict {
  const badHost = hostProblem(facts.host, expected.port);
  if (badHost) return { ok: false, status: 403, error: badHost };
  const badOrigin = originProblem(facts.origin, expected.port);
  if (badOrigin) return { ok: false, status: 403, error: badOrigin };
  if (!tokenMatches(expected.token, facts.token)) return { ok: false, status: 401, error: tokenError };
  return { ok: true };
}
