import type { MiddlewareHandler } from 'hono';
import { hostProblem } from '../../security/loopback.ts';

/** Refuses (403) any Host but our loopback names on our port: DNS rebinding. */
export const hostGuard = (options: { port: number }): MiddlewareHandler =>
  async function hostGuard(c, next) {
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const problem = hostProblem(host, options.port);
    if (problem) return c.json({ error: problem }, 403);
    await next();
  };
