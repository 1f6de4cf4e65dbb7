/**
 * An origin of ours as a CSP source expression. An IPv6 literal such as
 * [::1] is not a valid host-source (browsers drop it, and would then frame
 * nothing), so an origin on [::1] becomes any host on its port: the
 * nearest valid source, and only as wide as the port.
 */
export function cspSource(origin: string): string {
  const url = new URL(origin);
  if (!url.hostname.startsWith('[')) return url.origin;
  return `${url.protocol}//*${url.port ? `:${url.port}` : ''}`;
}
