/**
 * The child's stdout as binary WebSocket frames, carrying its bytes
 * untouched, as read from the pipe, so neither side decodes or re-encodes
 * them on the way. The proxy does no framing: the page splits the stream
 * into messages (shared/jsonrpc/framing.ts), whatever the server's framing.
 *
 *   byte 0     kind: 3 = a chunk of stdout
 *   bytes 1–8  when the proxy read it: ms since the epoch, float64, big-endian
 *   bytes 9…   the bytes
 *
 * Kinds 1 and 2 (a line, a piece of a line) were the proxy's own line
 * framing; they are no longer sent, and read as unknown.
 */

export const STDOUT_CHUNK = 3;

/** The most stdout bytes one frame carries; a larger read goes out in several. */
export const MAX_STDOUT_CHUNK = 1024 * 1024;

const HEADER_BYTES = 9;

export interface StdoutFrame {
  t: number;
  bytes: Uint8Array;
}

export function encodeStdoutFrame(t: number, bytes: Uint8Array): Uint8Array {
  const frame = new Uint8Array(HEADER_BYTES + bytes.length);
  frame[0] = STDOUT_CHUNK;
  new DataView(frame.buffer).setFloat64(1, t);
  frame.set(bytes, HEADER_BYTES);
  return frame;
}

/** Reads a frame without copying its bytes; undefined when it is not one. */
export function decodeStdoutFrame(buffer: ArrayBuffer | Uint8Array): StdoutFrame | undefined {
  const frame = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (frame.length < HEADER_BYTES || frame[0] !== STDOUT_CHUNK) return undefined;
  const t = new DataView(frame.buffer, frame.byteOffset, HEADER_BYTES).getFloat64(1);
  return { t, bytes: frame.subarray(HEADER_BYTES) };
}
