/**
 * A stdout line as one binary WebSocket frame, carrying the child's bytes
 * untouched so neither side decodes or re-encodes them on the way:
 *
 *   byte 0     kind: 1 = a whole line (or the last piece of one),
 *                    2 = a piece of a line whose next piece follows
 *   bytes 1–8  when the proxy read it: ms since the epoch, float64, big-endian
 *   bytes 9…   the bytes, without the "\n" (nor a "\r" right before it)
 */

export const STDOUT_LINE = 1;
export const STDOUT_PIECE = 2;
export type StdoutFrameKind = typeof STDOUT_LINE | typeof STDOUT_PIECE;

const HEADER_BYTES = 9;

export interface StdoutFrame {
  /** More pieces of the same line follow. */
  partial: boolean;
  t: number;
  bytes: Uint8Array;
}

export function encodeStdoutFrame(kind: StdoutFrameKind, t: number, bytes: Uint8Array): Uint8Array {
  const frame = new Uint8Array(HEADER_BYTES + bytes.length);
  frame[0] = kind;
  new DataView(frame.buffer).setFloat64(1, t);
  frame.set(bytes, HEADER_BYTES);
  return frame;
}

/** Reads a frame without copying its bytes; undefined when it is not one. */
export function decodeStdoutFrame(buffer: ArrayBuffer | Uint8Array): StdoutFrame | undefined {
  const frame = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  if (frame.length < HEADER_BYTES) return undefined;
  const kind = frame[0];
  if (kind !== STDOUT_LINE && kind !== STDOUT_PIECE) return undefined;
  const t = new DataView(frame.buffer, frame.byteOffset, HEADER_BYTES).getFloat64(1);
  return { partial: kind === STDOUT_PIECE, t, bytes: frame.subarray(HEADER_BYTES) };
}
