/**
 * Request headers a page's fetch may not set (the Fetch standard's forbidden
 * names): the browser drops them without a word, so a connection that needs
 * one must go through the proxy's relay.
 */
const forbidden = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

export function isForbiddenInBrowser(name: string): boolean {
  const lower = name.toLowerCase();
  return forbidden.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-');
}

/**
 * Of those, the ones the proxy's relay can send for the page: carried to it
 * under `X-Loupe-Header-<name>` (Cookie under `X-Loupe-Cookie`). The rest
 * (Host, Content-Length, Connection…) belong to the connection itself.
 */
const relayable = new Set([
  'cookie',
  'cookie2',
  'origin',
  'referer',
  'date',
  'dnt',
  'via',
  'accept-charset',
  'accept-encoding',
]);

export function relayCanSend(name: string): boolean {
  return relayable.has(name.toLowerCase());
}

/** The name a relayable header travels under to the relay. */
export const RELAY_TUNNEL_PREFIX = 'x-loupe-header-';
