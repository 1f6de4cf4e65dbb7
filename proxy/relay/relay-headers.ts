import { RELAY_TUNNEL_PREFIX, relayCanSend } from '../../shared/http/forbidden-headers.ts';
import { encodeServerHeaders, SERVER_HEADERS } from '../../shared/http/server-headers.ts';
/**
 * Which headers cross the relay, each way. The browser talks to the proxy
 * (same origin), the proxy to the server: headers about either hop stay on
 * it, and headers the browser would apply to the inspector's own origin
 * travel under names of ours.
 */

/** Hop-by-hop headers (RFC 9110 §7.6.1), never forwarded either way. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Request headers about the browser's hop: its Host, Origin and Referer are
 * the inspector's, its Authorization carries our token and its Cookie our
 * origin's cookies. Expect would make Node wait for a 100 that nothing answers.
 */
const browserHopOnly = new Set(['host', 'origin', 'referer', 'cookie', 'authorization', 'expect']);

/** Our names for what the browser cannot send itself, or what our token occupies. */
const requestRenames = new Map([
  ['x-loupe-authorization', 'authorization'],
  ['x-loupe-cookie', 'cookie'],
]);

/** A header the page could not send itself (Origin, Referer…), carried as `X-Loupe-Header-<name>`. */
function tunnelled(name: string): string | undefined {
  if (!name.startsWith(RELAY_TUNNEL_PREFIX)) return undefined;
  const original = name.slice(RELAY_TUNNEL_PREFIX.length);
  return relayCanSend(original) && original !== 'cookie' ? original : undefined;
}

/**
 * Response headers the browser would act on for the inspector's origin: it
 * would store the server's cookies as ours, follow a redirect against our
 * proxy, or wipe our storage. They travel as `X-Loupe-<Name>` for the page
 * to read. WWW-Authenticate is renamed only when it would open the browser's
 * login dialog; a Bearer challenge passes as it is, for OAuth discovery.
 */
const responseRenames = new Map([
  ['set-cookie', 'X-Loupe-Set-Cookie'],
  ['location', 'X-Loupe-Location'],
  ['clear-site-data', 'X-Loupe-Clear-Site-Data'],
]);

/**
 * Response headers that set policy for the document or the origin that
 * receives them: the server's CSP would replace the proxy's own (the
 * security headers add theirs only where none is set), HSTS, Alt-Svc, NEL
 * and Report-To would be remembered for the inspector's origin, Refresh and
 * Link can navigate or fetch, CORS headers would widen who reads our
 * answers. None is the server's to set on our origin, so none crosses; the
 * log still lists them, from X-Loupe-Server-Headers.
 */
const policyHeaders = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'x-content-security-policy',
  'x-webkit-csp',
  'strict-transport-security',
  'alt-svc',
  'nel',
  'report-to',
  'reporting-endpoints',
  'refresh',
  'link',
  'permissions-policy',
  'feature-policy',
  'document-policy',
  'require-document-policy',
  'cross-origin-opener-policy',
  'cross-origin-opener-policy-report-only',
  'cross-origin-embedder-policy',
  'cross-origin-embedder-policy-report-only',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'referrer-policy',
  'service-worker-allowed',
  'speculation-rules',
  'accept-ch',
  'critical-ch',
  'content-disposition',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
  'access-control-max-age',
  'access-control-allow-private-network',
]);

const dialogChallenge = /(^|,)\s*(basic|digest|ntlm|negotiate)(\s|,|$)/i;

/** Marks a response as the server's own, relayed. */
export const RELAYED_MARK = ['X-Loupe-Relay', '1'] as const;

/** Names a `Connection` header lists are hop-by-hop too. */
function connectionListed(value: string | null | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The browser's request headers as the server should get them, in order. */
export function upstreamRequestHeaders(incoming: Headers): [string, string][] {
  const listed = connectionListed(incoming.get('connection'));
  const forwarded: [string, string][] = [];
  const renamed: [string, string][] = [];
  incoming.forEach((value, name) => {
    const rename = requestRenames.get(name) ?? tunnelled(name);
    if (rename) renamed.push([rename, value]);
    else if (hopByHop.has(name) || listed.has(name) || browserHopOnly.has(name)) return;
    else if (name.startsWith('sec-') || name.startsWith('x-loupe-')) return;
    else forwarded.push([name, value]);
  });
  return [...forwarded, ...renamed];
}

/**
 * The server's response headers as the browser should get them, from Node's
 * `rawHeaders` (names as sent, repeats kept). A server's own `X-Loupe-*`
 * headers are dropped: the page would take them for the relay's. All of
 * them, exactly as sent, are also listed in X-Loupe-Server-Headers, for the
 * page's log to tell the server's headers from what the relay adds.
 * Policy headers are dropped: the answer carries the proxy's policy.
 */
export function browserResponseHeaders(rawHeaders: readonly string[]): Headers {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) pairs.push([rawHeaders[i] as string, rawHeaders[i + 1] as string]);
  const listed = connectionListed(
    pairs
      .filter(([name]) => name.toLowerCase() === 'connection')
      .map(([, value]) => value)
      .join(','),
  );
  const headers = new Headers();
  for (const [name, value] of pairs) {
    const lower = name.toLowerCase();
    if (hopByHop.has(lower) || listed.has(lower) || lower.startsWith('x-loupe-') || policyHeaders.has(lower)) continue;
    const rename =
      responseRenames.get(lower) ??
      (lower === 'www-authenticate' && dialogChallenge.test(value) ? 'X-Loupe-WWW-Authenticate' : undefined);
    headers.append(rename ?? name, value);
  }
  headers.set(...RELAYED_MARK);
  headers.set(SERVER_HEADERS, encodeServerHeaders(pairs));
  return headers;
}
