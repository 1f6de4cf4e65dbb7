import type { IncomingMessage } from 'node:http';
import { isNullBodyStatus } from '../../shared/http/http-target.ts';
import type { UpstreamFailure } from '../relay/describe-failure.ts';
import { browserResponseHeaders } from '../relay/relay-headers.ts';
import { relayedResponse } from '../relay/relayed-response.ts';
import { responseBodyStream } from '../relay/response-body.ts';
import { hideKey } from './hide-key.ts';

/** Most of an error body that is read to hide the key in it; past this the rest is cut, and said so. */
const ERROR_BODY_LIMIT = 1024 * 1024;

export interface ProviderResponseOptions {
  method: string;
  url: URL;
  /** The key the proxy sent, hidden wherever the provider repeats it in its headers or an error body. */
  key: string | undefined;
  onCutShort?: () => void;
}

/**
 * The provider's answer for the page. A success streams through as it
 * comes (a streamed completion, SSE included); the headers by the relay's
 * rules (a redirect is never followed: its Location is renamed); an answer
 * that is not a success is read whole (it is short) and any copy of the
 * key in it replaced, since providers quote what they were sent.
 */
export async function providerResponse(
  response: IncomingMessage,
  options: ProviderResponseOptions,
): Promise<{ ok: true; response: Response } | { ok: false; failure: UpstreamFailure }> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 599) return relayedResponse(response, options);
  const headers = browserResponseHeaders(response.rawHeaders.map((value) => hideKey(value, options.key)));
  if (options.method === 'HEAD' || isNullBodyStatus(status)) {
    response.resume();
    return { ok: true, response: new Response(null, { status, headers }) };
  }
  if (status < 300 || options.key === undefined)
    return { ok: true, response: new Response(responseBodyStream(response, options), { status, headers }) };
  headers.delete('content-length');
  return { ok: true, response: new Response(await readHidingKey(response, options.key), { status, headers }) };
}

/** The body as text with the key hidden; hidden before any cut, so no part of a key is left at the cut. */
async function readHidingKey(response: IncomingMessage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  let cut = false;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > ERROR_BODY_LIMIT) {
        cut = true;
        response.destroy();
        break;
      }
    }
  } catch {
    // Cut short by the provider: what came is what the page gets.
  }
  const text = hideKey(Buffer.concat(chunks).toString('utf8'), key);
  return cut ? `${text.slice(0, ERROR_BODY_LIMIT)}\n[cut by mcp-loupe at 1 MB]` : text;
}
