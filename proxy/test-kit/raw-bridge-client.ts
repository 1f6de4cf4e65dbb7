import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import { connect } from 'node:net';

/**
 * For tests: a /bridge client on a bare TCP socket, to send what a browser
 * or the ws library never would — frames after a refused upgrade, protocol
 * garbage, a frame header announcing more than the proxy accepts.
 */
export interface RawConnection {
  socket: Socket;
  /** The HTTP status of the upgrade answer (101 when accepted). */
  status: number;
  /** The answer's body (a refusal's JSON). */
  body: string;
  /** Every byte received after the answer (the proxy's WebSocket frames). */
  received(): Buffer;
  /** Resolves when the socket has closed. */
  closed: Promise<void>;
}

export const OPCODE = { text: 0x1, binary: 0x2, close: 0x8 } as const;

export function rawUpgrade(port: number, path: string, headers: Record<string, string> = {}): Promise<RawConnection> {
  const lines = Object.entries({
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  // Half-open allowed: the socket closes only when the proxy closes it, not because the proxy's answer ended.
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => {}); // a reset after a refusal is expected
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);

  let buffer = Buffer.alloc(0);
  let after: Buffer[] | undefined;
  return new Promise((resolve, reject) => {
    socket.once('close', () =>
      reject(new Error(`closed before a complete answer: ${JSON.stringify(buffer.toString('latin1'))}`)),
    );
    socket.on('data', (chunk: Buffer) => {
      if (after) return void after.push(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = buffer.subarray(0, headEnd).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      const bodyEnd = headEnd + 4 + length;
      if (buffer.length < bodyEnd) return;
      after = [buffer.subarray(bodyEnd)];
      resolve({
        socket,
        status: Number(head.split(' ')[1]),
        body: buffer.subarray(headEnd + 4, bodyEnd).toString('utf8'),
        received: () => Buffer.concat(after ?? []),
        closed,
      });
    });
  });
}

/**
 * One client-to-server frame, FIN set, masked as clients must. `declaredLength`
 * puts another length in the header than the payload sent.
 */
export function clientFrame(
  opcode: number,
  payload: string | Buffer,
  options: { declaredLength?: number; masked?: boolean } = {},
): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const length = options.declaredLength ?? data.length;
  const masked = options.masked ?? true;
  const maskBit = masked ? 0x80 : 0;
  let header: Buffer;
  if (length < 126) header = Buffer.from([0x80 | opcode, maskBit | length]);
  else if (length < 65536) {
    header = Buffer.alloc(4);
    header.writeUInt16BE(length, 2);
    header[1] = maskBit | 126;
  } else {
    header = Buffer.alloc(10);
    header.writeBigUInt64BE(BigInt(length), 2);
    header[1] = maskBit | 127;
  }
  header[0] = 0x80 | opcode;
  if (!masked) return Buffer.concat([header, data]);
  const mask = randomBytes(4);
  return Buffer.concat([header, mask, data.map((byte, i) => byte ^ mask[i % 4]!)]);
}

/** The status code of the first close frame among the server's frames, if any. */
export function closeCode(frames: Buffer): number | undefined {
  let at = 0;
  while (at + 2 <= frames.length) {
    const opcode = frames[at]! & 0x0f;
    let length = frames[at + 1]! & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = frames.readUInt16BE(start);
      start += 2;
    } else if (length === 127) {
      length = Number(frames.readBigUInt64BE(start));
      start += 8;
    }
    if (opcode === OPCODE.close) return length >= 2 ? frames.readUInt16BE(start) : undefined;
    at = start + length;
  }
  return undefined;
}
