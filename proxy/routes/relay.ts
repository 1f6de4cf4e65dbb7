import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { RELAY_HEADERS } from '../../shared/http/relay-fetch.ts';
import type { ConnectOptions } from '../relay/connect-upstream.ts';
import type { UpstreamFailure } from '../relay/describe-failure.ts';
import { upstreamRequestHeaders } from '../relay/relay-headers.ts';
import { relayedResponse } from '../relay/relayed-response.ts';
import { parseTargetUrl } from '../relay/target-url.ts';
import { requestUpstream } from '../relay/upstream.ts';

/** On @hono/node-server the raw response is there, to cut the browser's connection when the server's is cut. */
type RelayEnv = { Bindings: Partial<HttpBindings> | undefined };

export type RelayOptions = Omit<ConnectOptions, 'signal'>;

/**
 * `ALL /relay` (under /api): the request goes to the URL in X-Loupe-Target
 * and the server's answer comes back as it streams. A server that cannot be
 * reached answers 502 with X-Loupe-Relay-Error and a JSON explanation; an
 * answer of the server's own carries X-Loupe-Relay: 1. Prints nothing.
 */
export function relayRoute(options: RelayOptions): Hono<RelayEnv> {
  return new Hono<RelayEnv>().all('/relay', async (c) => {
    const target = parseTargetUrl(c.req.header(RELAY_HEADERS.target), RELAY_HEADERS.target);
    if (!target.ok) return c.json({ error: target.error }, 400);
    const incoming = c.req.raw;
    const method = incoming.method;
    const body =
      incoming.body && method !== 'GET' && method !== 'HEAD'
        ? Readable.fromWeb(incoming.body as NodeReadableStream<Uint8Array>)
        : undefined;
    const upstream = await requestUpstream(
      { url: target.url, method, headers: upstreamRequestHeaders(incoming.headers), ...(body ? { body } : {}) },
      { ...options, signal: incoming.signal },
    );
    if (!upstream.ok) return failed(c, upstream.failure);
    const outgoing = c.env?.outgoing;
    const relayed = relayedResponse(upstream.response, {
      method,
      url: target.url,
      ...(outgoing ? { onCutShort: () => outgoing.destroy() } : {}),
    });
    return relayed.ok ? relayed.response : failed(c, relayed.failure);
  });
}

function failed(c: Context<RelayEnv>, failure: UpstreamFailure): Response {
  return c.json({ error: failure }, 502, { [RELAY_HEADERS.error]: failure.code });
}
