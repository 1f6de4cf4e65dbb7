/**
 * Request headers a page's fetch may not set (the Fetch standard's forbidden
 * names): the browser drops them without a word, so a connection that needs
 * one must go through the proxy's relay.
 */
const forbidden = new Set([
  'accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection', 'content-length', 'cookie',
  'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via',
]);

export function isForbiddenInBrowser(name: string): boolean {
  const lower = name.toLowerCase();
  return forbidden.has(lower) || lower.startsWith('proxy-') || lower.startsWith('sec-');
}
