import { isNullBodyStatus } from '../../shared/http/http-target.ts';
import type { IncomingMessage } from 'node:http';
import { describeFailure, type UpstreamFailure } from './describe-failure.ts';
import { browserResponseHeaders } from './relay-headers.ts';
import { responseBodyStream, type ResponseBodyOptions } from './response-body.ts';

/** Statuses whose response has no body, whatever headers say. */

/**
 * The server's response for the browser: its status, its headers by the
 * relay's rules, and its body as raw bytes (still encoded) streamed as they
 * come. A status no browser can receive becomes a failure.
 */
export function relayedResponse(
  response: IncomingMessage,
  context: ResponseBodyOptions & { method: string; url: URL },
): { ok: true; response: Response } | { ok: false; failure: UpstreamFailure } {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 599) {
    response.destroy();
    const failure = describeFailure({
      code: 'ERR_UPSTREAM_STATUS',
      message: `The server answered with status ${status}`,
      url: context.url,
    });
    return {
      ok: false,
      failure: {
        ...failure,
        hint: `The server answered with status ${status}, which no browser accepts as an answer.`,
      },
    };
  }
  const headers = browserResponseHeaders(response.rawHeaders);
  if (context.method === 'HEAD' || isNullBodyStatus(status)) {
    response.resume();
    return { ok: true, response: new Response(null, { status, headers }) };
  }
  return { ok: true, response: new Response(responseBodyStream(response, context), { status, headers }) };
}
