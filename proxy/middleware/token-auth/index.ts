import type { MiddlewareHandler } from 'hono';
import { tokenError } from '../../security/request-check.ts';
import { bearerToken, tokenMatches } from '../../security/token.ts';

/** Requires `Authorization: Bearer <token>`, compared in constant time; 401 JSON otherwise. */
export const tokenAuth = (options: { token: string }): MiddlewareHandler =>
  async function tokenAuth(c, next) {
    if (!tokenMatches(options.token, bearerToken(c.req.header('authorization')))) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ error: tokenError }, 401);
    }
    await next();
  };
