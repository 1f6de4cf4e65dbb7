import { viewOriginsSource } from '../apps/view-origin.ts';

/**
 * The page's CSP: scripts and styles only from us (the Vite build emits
 * files, React needs no eval), and connections only to this proxy. Images
 * and media come from us or inline data: a server's icon URL is not fetched
 * from the network, which would tell its host what you inspect. The HTTP
 * transport, when it comes, must add its target's origin to connect-src.
 *
 * 'self' already allows ws: to the page's own host and port (CSP Level 3;
 * Chromium and Firefox do so, whichever of 127.0.0.1, localhost or [::1]
 * the page was opened on). The two ws: sources spell it out for engines
 * that predate that rule. [::1] is not among them: an IPv6 literal is not a
 * valid host-source, and Chromium reports it on every page load.
 *
 * Frames: the page's own (the network frames) and, when given the MCP
 * Apps sandbox port, the views' origins on it: each view runs on a host
 * name of its own, `<view id>.localhost:<port>` (proxy/apps/view-origin.ts).
 */
export function contentSecurityPolicy(port: number, sandboxPort?: number): string {
  const bridges = ['127.0.0.1', 'localhost'].map((host) => `ws://${host}:${port}`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${bridges.join(' ')}`,
    ...(sandboxPort !== undefined ? [`frame-src 'self' ${viewOriginsSource(sandboxPort)}`] : []),
    "img-src 'self' data: blob:",
    'media-src data: blob:',
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
