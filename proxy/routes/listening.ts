import { connect } from 'node:net';
import { Hono } from 'hono';
import type { ListeningReport } from '../../shared/http/listening.ts';
import { parseTargetUrl } from '../relay/target-url.ts';

const CHECK_TIMEOUT_MS = 2_000;

/** Opens and at once closes a TCP connection to the URL's host and port: no byte is written. */
export function checkListening(url: URL, timeoutMs = CHECK_TIMEOUT_MS): Promise<ListeningReport> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const settle = (report: ListeningReport) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(report);
    };
    const timer = setTimeout(
      () =>
        settle({
          listening: false,
          code: 'ETIMEDOUT',
          message: `No answer from ${host}:${port} within ${timeoutMs} ms`,
        }),
      timeoutMs,
    );
    socket.once('connect', () => settle({ listening: true }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      settle({ listening: false, code: error.code ?? 'ERROR', message: error.message }),
    );
  });
}

/**
 * `POST /listening` (under /api) with `{url}`: whether anything accepts a
 * connection at the URL's host and port. The page asks it each second
 * while connected to a server behind a URL, so that a server that is gone
 * is said to be gone at once, even when no stream is open to show it.
 */
export function listeningRoute(options: { timeoutMs?: number } = {}): Hono {
  return new Hono().post('/listening', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as { url?: unknown } | undefined;
    const target = parseTargetUrl(typeof body?.url === 'string' ? body.url : undefined, 'url');
    if (!target.ok) return c.json({ error: target.error }, 400);
    return c.json(await checkListening(target.url, options.timeoutMs));
  });
}
