import type { MiddlewareHandler } from 'hono';

/** Headers every response carries, whatever route answers. */
export const securityHeaders = (): MiddlewareHandler =>
  async function securityHeaders(c, next) {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  };
