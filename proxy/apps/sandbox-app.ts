import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { securityHeaders } from '../middleware/security-headers/index.ts';
import { SANDBOX_SCRIPT_PATH, sandboxPageHeaders, sandboxPageHtml } from './sandbox-page.ts';
import { viewHostGuard } from './view-host-guard.ts';
import { viewIdOfHost } from './view-origin.ts';
import type { ViewRegistry } from './view-registry.ts';

export const sandboxScriptFile = new URL('./sandbox-script.js', import.meta.url);

export interface SandboxAppOptions {
  /** The sandbox server's own port: Host must name it. */
  port: number;
  views: ViewRegistry;
  /** The sandbox script's text; sandbox-script.js by default. */
  script?: string;
}

/**
 * The server MCP App views run on, each on a host name of its own
 * (`<view id>.localhost:<port>`, view-origin.ts). It serves only a
 * registered view's sandbox page (once, and only on that view's own host
 * name) and the sandbox script; it holds no secret, so it needs no token,
 * and it sends no CORS header: no other page reads it.
 */
export function sandboxApp({ port, views, script = readFileSync(sandboxScriptFile, 'utf8') }: SandboxAppOptions): Hono {
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=UTF-8' } });
  return new Hono()
    .use(securityHeaders())
    .use(viewHostGuard({ port }))
    .get('/view/:id', (c) => {
      // Hono answers HEAD with the GET route; a HEAD must not use a view up.
      if (c.req.method !== 'GET') return notFound();
      // A view loads on its own host name only: one view's page cannot load another's under its origin.
      if (viewIdOfHost(c.req.header('host'), port) !== c.req.param('id')) return notFound();
      const taken = views.take(c.req.param('id'));
      if (taken.kind === 'unknown') return notFound();
      if (taken.kind === 'gone')
        return c.text('This view was already loaded or has expired: the page registers a new one for each load', 410, {
          'Cache-Control': 'no-store',
        });
      return c.html(sandboxPageHtml(taken.view), 200, sandboxPageHeaders(taken.view));
    })
    .get(SANDBOX_SCRIPT_PATH, (c) =>
      c.body(script, 200, {
        'Content-Type': 'text/javascript; charset=UTF-8',
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'same-origin',
      }),
    )
    .notFound(notFound);
}
