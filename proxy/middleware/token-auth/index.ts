import type { MiddlewareHandler } from 'hono';
import { staleTokenError, tokenError } from '../../security/request-check.ts';
import { bearerToken, tokenMatches } from '../../security/token.ts';

/** Requires `Authorization: Bearer <token>`, compared in constant time; 401 JSON otherwise, saying whether a token came at all. */
export const tokenAuth = (options: { token: string }): MiddlewareHandler =>
  async function tokenAuth(c, next) {
    const given = bearerToken(c.req.header('authorization'));
    if (!tokenMatches(options.token, given)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(given === undefined ? { error: tokenError } : staleTokenError, 401);
    }
    await next();
  };
