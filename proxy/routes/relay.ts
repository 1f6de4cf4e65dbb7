import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { RELAY_HEADERS } from '../../shared/http/relay-fetch.ts';
import type { ConnectOptions } from '../relay/connect-upstream.ts';
import { incomingBody, relayFailed } from '../relay/relay-exchange.ts';
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
    const body = incomingBody(incoming);
    const upstream = await requestUpstream(
      { url: target.url, method, headers: upstreamRequestHeaders(incoming.headers), ...(body ? { body } : {}) },
      { ...options, signal: incoming.signal },
    );
    if (!upstream.ok) return relayFailed(c, upstream.failure);
    const outgoing = c.env?.outgoing;
    const relayed = relayedResponse(upstream.response, {
      method,
      url: target.url,
      ...(outgoing ? { onCutShort: () => outgoing.destroy() } : {}),
    });
    return relayed.ok ? relayed.response : relayFailed(c, relayed.failure);
  });
}
