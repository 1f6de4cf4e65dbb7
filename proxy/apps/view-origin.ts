/**
 * Where an MCP App view runs: a host name of its own under `localhost`,
 * `<view id>.localhost`, on the sandbox port. Browsers treat each such name
 * as a site of its own (`localhost` is a top-level name, like `com`), so a
 * view shares no cookie, no storage and no renderer process with the
 * inspector page (127.0.0.1, localhost or [::1]), with any other local app,
 * or with another view. Chromium and Firefox resolve `*.localhost` to
 * loopback themselves, with no DNS query.
 */

/** A view id: 128 random bits as 32 lowercase hex digits, a valid DNS label whatever the case rules. */
export const VIEW_ID = /^[0-9a-f]{32}$/;

/** `<id>.localhost:<port>`, or `<id>.localhost` on port 80, as a browser sends it in Host. */
export function viewHost(id: string, port: number): string {
  return port === 80 ? `${id}.localhost` : `${id}.localhost:${port}`;
}

export function viewOrigin(id: string, port: number): string {
  return `http://${viewHost(id, port)}`;
}

/** Every view's origin on this port, as a CSP source: what the inspector page may frame. */
export function viewOriginsSource(port: number): string {
  return port === 80 ? 'http://*.localhost' : `http://*.localhost:${port}`;
}

/** The view id a Host header names, or undefined when it is not `<view id>.localhost` on our port. */
export function viewIdOfHost(host: string | null | undefined, port: number): string | undefined {
  if (!host) return undefined;
  const match = /^([0-9a-f]{32})\.localhost(?::(\d{1,5}))?$/.exec(host.toLowerCase());
  if (!match) return undefined;
  const named = match[2] === undefined ? 80 : Number(match[2]);
  return named === port ? match[1] : undefined;
}
