import { Hono } from 'hono';
import { isHeaderEntry, type HeaderEntry } from '../../shared/http/http-target.ts';
import { canonicalOrigin } from '../net/canonical-origin.ts';
import type { ConnectOptions } from '../relay/connect-upstream.ts';
import { probeReach } from '../relay/reach-probe.ts';
import { parseTargetUrl } from '../relay/target-url.ts';

type ReachBody = { ok: true; url: URL; headers: HeaderEntry[]; inspectorOrigin: string } | { ok: false; error: string };

/** The value when it is an http(s) origin exactly (no path), else undefined. */
function exactOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const checked = canonicalOrigin(value);
  return checked.ok && checked.origin === value ? value : undefined;
}

function readBody(body: unknown): ReachBody {
  const { url, headers = [], inspectorOrigin } = (body ?? {}) as Record<string, unknown>;
  const target = parseTargetUrl(typeof url === 'string' ? url : undefined, 'url');
  if (!target.ok) return target;
  if (!Array.isArray(headers) || !headers.every(isHeaderEntry))
    return { ok: false, error: 'headers must be a list of {name, value} strings' };
  const origin = exactOrigin(inspectorOrigin);
  if (!origin)
    return { ok: false, error: 'inspectorOrigin must be the page\'s origin, such as "http://127.0.0.1:6280"' };
  return { ok: true, url: target.url, headers, inspectorOrigin: origin };
}

/**
 * `POST /reach` (under /api) with `{url, headers?, inspectorOrigin}`: tries
 * the URL from the proxy as the page's browser would, and answers a
 * ReachReport saying whether the server answers and what CORS refuses.
 */
export function reachRoute(options: Omit<ConnectOptions, 'signal'>): Hono {
  return new Hono().post('/reach', async (c) => {
    const body = readBody(await c.req.json().catch(() => undefined));
    if (!body.ok) return c.json({ error: body.error }, 400);
    return c.json(await probeReach(body, { ...options, signal: c.req.raw.signal }));
  });
}
