import type { MiddlewareHandler } from 'hono';
import { hostProblem } from '../../security/loopback.ts';

/**
 * Refuses (403) any Host but our loopback names on our port: DNS rebinding.
 * Several Host headers arrive joined, and are refused. An absolute-form
 * request target (`GET http://evil.example/…`) names a host of its own,
 * which RFC 9112 §3.2.2 puts before the header: it must be ours too.
 */
export const hostGuard = (options: { port: number }): MiddlewareHandler =>
  async function hostGuard(c, next) {
    const urlHost = new URL(c.req.url).host;
    const problem = hostProblem(c.req.header('host') ?? urlHost, options.port) ?? hostProblem(urlHost, options.port);
    if (problem) return c.json({ error: problem }, 403);
    await next();
  };
