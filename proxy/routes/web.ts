import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { contentSecurityPolicy } from './content-security-policy.ts';

/**
 * The built web app (dist/web). Files need no token: the page must load to
 * read the token from its own URL. Unknown paths outside /assets answer
 * index.html so the app's own routes survive a reload; dot-named paths
 * answer 404.
 */
export function webRoute(options: { staticRoot: string; port: number; sandboxPort?: number | undefined }): Hono {
  const root = options.staticRoot;
  return new Hono()
    .use(cachingAndPolicy(contentSecurityPolicy(options.port, options.sandboxPort)))
    .use(noDotfiles)
    .use(serveStatic({ root }))
    .get('/assets/*', (c) => c.text('Not found', 404))
    .use(serveStatic({ root, path: 'index.html' }))
    .get('*', (c) => c.text('The web interface is not built yet: run `npm run build`.', 503));
}

/**
 * No build of ours writes a file or folder whose name starts with a dot; one
 * found in the root (.env, .git, .DS_Store) was put there by something else
 * and is nobody's to read. The path is already percent-decoded (`/%2eenv`).
 */
const noDotfiles: MiddlewareHandler = async function noDotfiles(c, next) {
  if (/(^|\/)\./.test(c.req.path)) return c.text('Not found', 404);
  await next();
};

/** The page is never cached (it must match this run's proxy); hashed assets always are. */
const cachingAndPolicy = (csp: string): MiddlewareHandler =>
  async function cachingAndPolicy(c, next) {
    await next();
    if (c.res.status !== 200) return;
    if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', csp);
    } else if (c.req.path.startsWith('/assets/')) {
      // Vite puts a content hash in every asset name.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    }
  };
