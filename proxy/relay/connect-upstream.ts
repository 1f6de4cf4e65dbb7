import { connect as tcpConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { describeFailure, errorCode, errorMessage, type UpstreamFailure } from './describe-failure.ts';
import { tlsVerdict } from './tls-trust.ts';
import type { TrustLookup } from './trust-store.ts';

export const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

export interface ConnectOptions {
  trust: TrustLookup;
  /** From the start until TCP (and TLS) are set up; none after. */
  connectTimeoutMs?: number;
  signal?: AbortSignal;
}

export type Connection = { ok: true; socket: Socket } | { ok: false; failure: UpstreamFailure };

/** An error with Node's shape, for failures we detect ourselves. */
export function codedError(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

/**
 * A connected socket to the URL's host, TLS set up and judged by our rules
 * (see tlsVerdict) before anything is written; or why there is none.
 */
export function connectUpstream(url: URL, options: ConnectOptions): Promise<Connection> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const fail = (error: unknown): Connection => ({
    ok: false,
    failure: describeFailure({ code: errorCode(error), message: errorMessage(error), url, connectTimeoutMs }),
  });
  if (options.signal?.aborted) return Promise.resolve(fail(codedError('ABORTED', 'The request was cancelled')));

  const socket: Socket = secure
    ? tlsConnect({
        host,
        port,
        rejectUnauthorized: false,
        ALPNProtocols: ['http/1.1'],
        ...(isIP(host) ? {} : { servername: host }),
      })
    : tcpConnect({ host, port });
  return new Promise<Connection>((resolve) => {
    const settle = (connection: Connection) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.off('error', onError);
      socket.off(secure ? 'secureConnect' : 'connect', onConnected);
      if (!connection.ok) socket.destroy();
      resolve(connection);
    };
    const onError = (error: Error) => settle(fail(error));
    const onAbort = () => settle(fail(codedError('ABORTED', 'The request was cancelled')));
    const onConnected = () => {
      if (!secure) return settle({ ok: true, socket });
      const verdict = tlsVerdict(socket as TLSSocket, url.origin, options.trust);
      if (verdict.ok) return settle({ ok: true, socket });
      const failure = describeFailure({ code: verdict.code, url, certificate: verdict.certificate });
      settle({ ok: false, failure });
    };
    const timer = setTimeout(
      () => settle(fail(codedError('ETIMEDOUT', `connect ETIMEDOUT ${host}:${port}`))),
      connectTimeoutMs,
    );
    socket.once('error', onError);
    socket.once(secure ? 'secureConnect' : 'connect', onConnected);
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
