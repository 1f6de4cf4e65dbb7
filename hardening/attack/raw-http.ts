import { connect } from 'node:net';

/** A response as read off the socket: status line, headers (names lowercased, repeats joined), and the body undecoded. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server wrote. */
  raw: string;
}

/**
 * Writes `request` (any bytes, however malformed) to the port and reads
 * until the server closes or `ms` passes. Status 0: the server wrote no
 * status line (it closed or stayed silent).
 */
export function rawExchange(
  port: number,
  request: string | Buffer,
  { host = '127.0.0.1', ms = 5000 } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(done, ms);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks).toString('latin1'))) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.on('connect', () => socket.write(request));
  });
}

/** A 101's head, or a whole response of known length: a server may keep the connection open after either. */
function complete(text: string): boolean {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  if (/^HTTP\/1\.1 101 /.test(text)) return true;
  if (/^HTTP\/1\.1 1\d\d /.test(text)) return complete(text.slice(headEnd + 4));
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))?.[1];
  return length !== undefined && Buffer.byteLength(text.slice(headEnd + 4), 'latin1') >= Number(length);
}

export function parseResponse(whole: string): RawResponse {
  // Interim answers (100 Continue to an Expect) come before the response itself.
  let raw = whole;
  while (/^HTTP\/1\.1 1(00|02|03) /.test(raw) && raw.includes('\r\n\r\n')) raw = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const headEnd = raw.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? raw : raw.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = headEnd === -1 ? '' : raw.slice(headEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body);
  return { status, headers, body, raw: whole };
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return out;
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 4 + size);
  }
}

export interface RequestSpec {
  method?: string;
  /** The request target exactly as written on the request line. */
  target: string;
  /** In order, repeats allowed; Host is not added for you. */
  headers?: [string, string][];
  body?: string;
  version?: string;
}

/** The request's bytes, Connection: close appended, Content-Length added for a body. */
export function requestText({ method = 'GET', target, headers = [], body, version = 'HTTP/1.1' }: RequestSpec): string {
  const lines = [`${method} ${target} ${version}`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  if (body !== undefined && !headers.some(([name]) => name.toLowerCase() === 'content-length'))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  if (!headers.some(([name]) => name.toLowerCase() === 'connection')) lines.push('Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

export function send(port: number, spec: RequestSpec, options?: { host?: string; ms?: number }): Promise<RawResponse> {
  return rawExchange(port, requestText(spec), options);
}

/** A WebSocket upgrade request's headers (a fixed key: nothing here needs the accept value checked). */
export function upgradeHeaders(host: string, extra: [string, string][] = []): [string, string][] {
  return [
    ['Host', host],
    ['Upgrade', 'websocket'],
    ['Connection', 'Upgrade'],
    ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
    ['Sec-WebSocket-Version', '13'],
    ...extra,
  ];
}
