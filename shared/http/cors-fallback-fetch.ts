import type { FetchLike } from '@modelcontextprotocol/client';

/** What the browser was found to allow, per origin, for as long as the session lasts. */
export type CorsVerdicts = Map<string, 'direct' | 'relay'>;

/**
 * Requests to origins other than the server's own (its authorization server,
 * say) go straight from the page when the browser allows it, and through
 * the relay when it does not. What is not known yet is found out with a
 * request that may safely go twice (GET): a refused one is sent again
 * through the relay. A POST to an origin not known to allow the page goes
 * through the relay at once, since a browser may have delivered it before
 * refusing to show the answer, and a token request must never be sent twice.
 */
export function corsFallbackFetch(
  direct: FetchLike,
  relay: FetchLike | undefined,
  serverOrigin: string,
  verdicts: CorsVerdicts,
  onSwitch: (origin: string, why: string) => void,
): FetchLike {
  return async (input, init) => {
    const origin = new URL(String(input)).origin;
    if (!relay || origin === serverOrigin) return direct(input, init);
    const verdict = verdicts.get(origin);
    if (verdict === 'relay') return relay(input, init);
    if (verdict === 'direct') return direct(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      verdicts.set(origin, 'relay');
      onSwitch(origin, `a ${method} to an origin the page has not yet reached must not risk being sent twice`);
      return relay(input, init);
    }
    try {
      const response = await direct(input, init);
      verdicts.set(origin, 'direct');
      return response;
    } catch (error) {
      // By name: an error from another realm (the page's network frame) is not an instanceof this one's.
      if ((error as Error | undefined)?.name !== 'TypeError' || init?.signal?.aborted) throw error;
      verdicts.set(origin, 'relay');
      onSwitch(origin, 'the browser may not call it directly (CORS)');
      return relay(input, init);
    }
  };
}
