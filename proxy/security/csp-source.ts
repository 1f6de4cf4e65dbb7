import { canonicalOrigin } from '../net/canonical-origin.ts';

/**
 * An origin of ours as a CSP source expression. An IPv6 literal such as
 * [::1] is not a valid host-source (browsers drop it, and would then frame
 * nothing), so an origin on [::1] becomes any host on its port: the
 * nearest valid source, and only as wide as the port. Anything that is not
 * a canonical origin throws rather than reach a header (a `;` would add
 * directives to the policy).
 */
export function cspSource(origin: string): string {
  const checked = canonicalOrigin(origin);
  if (!checked.ok)
    throw new Error(`${JSON.stringify(origin)} cannot go into a Content-Security-Policy: ${checked.reason}`);
  const url = new URL(checked.origin);
  if (!url.hostname.startsWith('[')) return checked.origin;
  return `${url.protocol}//*${url.port ? `:${url.port}` : ''}`;
}
