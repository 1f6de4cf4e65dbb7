import type { MiddlewareHandler } from 'hono';
import { originProblem } from '../../security/loopback.ts';

/**
 * Refuses (403) a request whose Origin is present and is not our own page.
 * A missing Origin passes: non-browser clients send none, and the token
 * still applies to them.
 */
export const originGuard = (options: { port: number }): MiddlewareHandler =>
  async function originGuard(c, next) {
    const problem = originProblem(c.req.header('origin'), options.port);
    if (problem) return c.json({ error: problem }, 403);
    await next();
  };
