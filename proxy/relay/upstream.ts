import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { codedError, connectUpstream, DEFAULT_CONNECT_TIMEOUT_MS, type ConnectOptions } from './connect-upstream.ts';
import { describeFailure, errorCode, errorMessage, type UpstreamFailure } from './describe-failure.ts';

export interface UpstreamRequest {
  url: URL;
  method: string;
  /** In order; names may repeat. Host and Connection are ours to set. */
  headers: [string, string][];
  /** Streamed as it comes; a Buffer or string is sent whole. */
  body?: Readable | Buffer | string;
}

export type UpstreamResult = { ok: true; response: IncomingMessage } | { ok: false; failure: UpstreamFailure };

/**
 * One HTTP exchange with a server, by our TLS rules: resolves with the
 * response as soon as its head arrives (the body is left to stream), or
 * with why there is none. The signal ends the exchange at any point, the
 * response's body included. One connection per exchange, closed after it.
 */
export async function requestUpstream(upstream: UpstreamRequest, options: ConnectOptions): Promise<UpstreamResult> {
  const { url, body } = upstream;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const connection = await connectUpstream(url, options);
  if (!connection.ok) {
    if (body instanceof Readable) body.destroy();
    return connection;
  }
  const { socket } = connection;
  const fail = (error: unknown): UpstreamResult => ({
    ok: false,
    failure: describeFailure({ code: errorCode(error), message: errorMessage(error), url, connectTimeoutMs }),
  });

  const whole = typeof body === 'string' || Buffer.isBuffer(body);
  const length: [string, string][] =
    whole && !upstream.headers.some(([name]) => name.toLowerCase() === 'content-length')
      ? [['Content-Length', String(Buffer.byteLength(body))]]
      : [];
  let request: ClientRequest;
  try {
    request = httpRequest({
      method: upstream.method,
      path: `${url.pathname}${url.search}`,
      headers: [...upstream.headers, ...length, ['Host', url.host], ['Connection', 'close']].flat(),
      createConnection: () => socket,
    });
  } catch (error) {
    socket.destroy();
    return fail(error);
  }

  return new Promise<UpstreamResult>((resolve) => {
    const onAbort = () => request.destroy(codedError('ABORTED', 'The request was cancelled'));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
    request.once('close', () => options.signal?.removeEventListener('abort', onAbort));
    // After the head, a failure shows on the response (cut short); the request's own error has nobody left to tell.
    request.on('error', (error) => resolve(fail(error)));
    request.once('response', (response) => {
      response.on('error', () => {});
      resolve({ ok: true, response });
    });
    if (body === undefined) request.end();
    else if (whole) request.end(body);
    else pipeline(body, request, () => {});
  });
}
