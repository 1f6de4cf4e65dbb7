import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { RELAY_HEADERS } from '../../shared/http/relay-fetch.ts';
import type { UpstreamFailure } from './describe-failure.ts';

// What the server relay (/api/relay) and the model relay (/api/model/relay) do alike at their two ends: take the
// page's body as a stream to send on, and answer a failure to reach the far side the same way, so the page reads both
// with one reader.

/** The page's request body as a Node stream to send on as it comes; none for GET and HEAD, which carry none. */
export function incomingBody(incoming: Request): Readable | undefined {
  return incoming.body && incoming.method !== 'GET' && incoming.method !== 'HEAD'
    ? Readable.fromWeb(incoming.body as NodeReadableStream<Uint8Array>)
    : undefined;
}

/** 502 with the failure as JSON and its code in X-Loupe-Relay-Error: the far side gave no answer of its own. */
// biome-ignore lint/suspicious/noExplicitAny: both relays' contexts, whatever their bindings.
export function relayFailed(c: Context<any>, failure: UpstreamFailure): Response {
  return c.json({ error: failure }, 502, { [RELAY_HEADERS.error]: failure.code });
}
