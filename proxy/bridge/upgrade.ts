import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { BRIDGE_PATH, TOKEN_PARAM } from '../../shared/bridge/messages.ts';
import { hostProblem } from '../security/loopback.ts';
import { checkRequest } from '../security/request-check.ts';

export type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Guards the HTTP upgrade to the bridge with the same Host, Origin and
 * token rules as the API (the token rides in `?token=`, since browsers
 * cannot set headers on a WebSocket). Refusals are answered on the raw
 * socket before any WebSocket exists, so nothing can be spawned.
 */
export function guardedUpgrade(options: { port: number; token: string; accept: UpgradeListener }): UpgradeListener {
  return (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = URL.parse(request.url ?? '/', 'http://127.0.0.1');
    if (!url) return refuse(socket, 400, 'The request target is not a URL');
    if (url.pathname !== BRIDGE_PATH) return refuse(socket, 404, `No WebSocket endpoint at ${url.pathname}`);
    const verdict = checkRequest(
      {
        host: hostHeader(request.rawHeaders),
        origin: request.headers.origin,
        token: url.searchParams.get(TOKEN_PARAM),
      },
      options,
    );
    if (!verdict.ok) return refuse(socket, verdict.status, verdict.error);
    // An absolute-form target (`GET http://evil.example/bridge`) names a host of its own, which RFC 9112 §3.2.2 puts before the header.
    const targetHost = /^https?:\/\//i.test(request.url ?? '') ? hostProblem(url.host, options.port) : undefined;
    if (targetHost) return refuse(socket, 403, targetHost);
    options.accept(request, socket, head);
  };
}

/**
 * Every Host header, joined as the API's middleware sees them: Node keeps
 * only the first in `request.headers`, and a second one is never ours.
 */
function hostHeader(rawHeaders: readonly string[]): string | undefined {
  const values = rawHeaders.filter(
    (_value, index) => index % 2 === 1 && rawHeaders[index - 1]?.toLowerCase() === 'host',
  );
  return values.length > 0 ? values.join(', ') : undefined;
}

/** Answers, then closes both ways: whatever the client writes afterwards is never read, and it holds nothing open. */
function refuse(socket: Duplex, status: number, error: string): void {
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
    () => socket.destroy(),
  );
}
