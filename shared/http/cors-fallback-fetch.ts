import type { FetchLike } from '@modelcontextprotocol/client';

/**
 * Requests to origins other than the server's own (its authorization server,
 * say) go straight from the page while that works; one the browser refuses
 * (CORS) is sent again through the relay, and so is every later request to
 * that origin. Each attempt is logged by the fetch it went through.
 */
export function corsFallbackFetch(direct: FetchLike, relay: FetchLike | undefined, serverOrigin: string, onSwitch: (origin: string) => void): FetchLike {
  const relayed = new Set<string>();
  return async (input, init) => {
    const origin = new URL(String(input)).origin;
    if (!relay || origin === serverOrigin) return direct(input, init);
    if (relayed.has(origin)) return relay(input, init);
    try {
      return await direct(input, init);
    } catch (error) {
      // By name: an error from another realm (the page's network frame) is not an instanceof this one's.
      if ((error as Error | undefined)?.name !== 'TypeError' || init?.signal?.aborted) throw error;
      relayed.add(origin);
      onSwitch(origin);
      return relay(input, init);
    }
  };
}
