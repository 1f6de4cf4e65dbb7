import { Hono } from 'hono';
import { canonicalOrigin } from '../net/canonical-origin.ts';
import type { ConnectOrigins } from '../net/connect-origins.ts';

export const NET_FRAME_PATH = '/net-frame';

/** A document with no script, allowed to connect to one origin, framed only by our page. */
function netFramePolicy(origin: string): string {
  return [
    `default-src 'none'`,
    `connect-src ${origin}`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `form-action 'none'`,
  ].join('; ');
}

/**
 * `GET /net-frame?origin=…`: an empty document whose CSP allows connections
 * to that origin, for the page to fetch through (its own CSP allows only
 * this proxy). Only origins the page registered with its token are served;
 * the document holds nothing, so it needs no token itself.
 */
export function netFrameRoute(origins: ConnectOrigins): Hono {
  return new Hono().get(NET_FRAME_PATH, (c) => {
    const asked = c.req.query('origin') ?? '';
    const checked = canonicalOrigin(asked);
    if (!checked.ok) return c.text(`Not an origin: ${checked.reason}`, 400);
    // The policy names the origin as we serialized it when it was registered, never the query's text.
    const origin = origins.registered(asked);
    if (!origin) return c.text('This origin was not registered for this run', 404);
    c.header('Content-Security-Policy', netFramePolicy(origin));
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><meta charset="utf-8"><title>mcp-loupe network frame</title>');
  });
}

/** `POST /connect-origins {url}` (under /api): lets the page reach that URL's origin directly. */
export function connectOriginsRoute(origins: ConnectOrigins): Hono {
  return new Hono()
    .get('/connect-origins', (c) => c.json({ origins: origins.list() }))
    .post('/connect-origins', async (c) => {
      const body = (await c.req.json().catch(() => undefined)) as { url?: unknown } | undefined;
      const url = typeof body?.url === 'string' ? body.url : '';
      const added = origins.add(url);
      if (!added.ok) return c.json({ error: `This URL cannot be reached from the page: ${added.reason}` }, 400);
      const { origin } = added;
      return c.json({ origin, framePath: `${NET_FRAME_PATH}?origin=${encodeURIComponent(origin)}` });
    });
}
