import type { MiddlewareHandler } from 'hono';

/** Headers every response carries, whatever route answers. */
export const securityHeaders = (): MiddlewareHandler =>
  async function securityHeaders(c, next) {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // Any document of ours without a policy of its own (an error page, a JSON answer) may do nothing and be framed by nobody:
    // its window must not serve as a way around the page's connect-src.
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  };
