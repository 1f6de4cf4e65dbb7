/**
 * An origin the proxy will write into a Content-Security-Policy header: http
 * or https, a host that is a DNS name, an IPv4 address or a bracketed IPv6
 * one, and an optional port. The WHATWG parser lets `;`, `,`, `*` and
 * quotes through in a host, and each of those would split or widen a policy
 * (`http://x;sandbox` adds a directive, `http://*` allows every host), so
 * the host is checked against the CSP host grammar and the origin is
 * serialized from the parsed parts, never taken from the string given.
 */

const dnsName = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const ipv6 = /^\[[0-9a-f:.]+\]$/;

export type OriginCheck = { ok: true; origin: string } | { ok: false; reason: string };

/** The origin of a URL the page will reach (path and query allowed, they are not part of the origin). */
export function originOfUrl(url: string): OriginCheck {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, reason: `only http: and https: URLs can be reached from the page, not ${parsed.protocol}` };
  if (parsed.username || parsed.password)
    return { ok: false, reason: 'a URL with a user name or password in it is not reached from the page' };
  const host = parsed.hostname;
  if (!dnsName.test(host) && !ipv4.test(host) && !ipv6.test(host))
    return { ok: false, reason: `the host ${JSON.stringify(host)} is not a DNS name or an IP address` };
  return { ok: true, origin: `${parsed.protocol}//${host}${parsed.port ? `:${parsed.port}` : ''}` };
}

/** An origin exactly as `originOfUrl` writes it (a trailing `/` allowed), or a reason it is not one. */
export function canonicalOrigin(origin: string): OriginCheck {
  const checked = originOfUrl(origin);
  if (!checked.ok) return checked;
  if (origin !== checked.origin && origin !== `${checked.origin}/`)
    return { ok: false, reason: `not an origin as scheme://host[:port]; its origin is ${checked.origin}` };
  return checked;
}
