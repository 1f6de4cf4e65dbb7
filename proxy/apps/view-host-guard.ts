import type { MiddlewareHandler } from 'hono';
import { viewHost, viewIdOfHost } from './view-origin.ts';

/**
 * The sandbox server answers only to a view's own host name,
 * `<view id>.localhost:<port>`: never to 127.0.0.1, localhost or [::1]
 * (their cookies and storage are the inspector's and other local apps'),
 * and never to a foreign name (DNS rebinding). As in host-guard, an
 * absolute-form request target names a host of its own, which must pass too.
 */
export const viewHostGuard = (options: { port: number }): MiddlewareHandler =>
  async function viewHostGuard(c, next) {
    const urlHost = new URL(c.req.url).host;
    const host = c.req.header('host') ?? urlHost;
    if (viewIdOfHost(host, options.port) === undefined || viewIdOfHost(urlHost, options.port) === undefined) {
      return c.json(
        {
          error: `Host ${JSON.stringify(host)} is not allowed: the MCP Apps sandbox answers only to a view's own name, such as ${viewHost('0'.repeat(32), options.port)}`,
        },
        403,
      );
    }
    await next();
  };
