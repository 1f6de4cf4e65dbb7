/**
 * Bytes for the child's stdin as one binary WebSocket frame, browser to
 * proxy. The page frames each message itself (a line, or a Content-Length
 * header block and body) and the proxy writes the bytes exactly as given.
 *
 *   byte 0   kind: 4 = bytes for stdin
 *   bytes 1… the bytes
 */

export const STDIN_BYTES = 4;

/** One frame of the pieces' bytes, in order (the page joins the messages of one task). */
export function encodeStdinFrame(...pieces: Uint8Array[]): Uint8Array {
  let length = 1;
  for (const piece of pieces) length += piece.length;
  const frame = new Uint8Array(length);
  frame[0] = STDIN_BYTES;
  let offset = 1;
  for (const piece of pieces) {
    frame.set(piece, offset);
    offset += piece.length;
  }
  return frame;
}

/** The bytes to write, without copying; undefined when the frame is not one. */
export function decodeStdinFrame(frame: Uint8Array): Uint8Array | undefined {
  if (frame.length < 1 || frame[0] !== STDIN_BYTES) return undefined;
  return frame.subarray(1);
}
