/**
 * Bytes for the child's stdin as one binary WebSocket frame, browser to
 * proxy. The page frames each message itself (a line, or a Content-Length
 * header block and body) and the proxy writes the bytes exactly as given.
 *
 *   byte 0   kind: 4 = bytes for stdin
 *   bytes 1… the bytes
 */

export const STDIN_BYTES = 4;

export function encodeStdinFrame(bytes: Uint8Array): Uint8Array {
  const frame = new Uint8Array(1 + bytes.length);
  frame[0] = STDIN_BYTES;
  frame.set(bytes, 1);
  return frame;
}

/** The bytes to write, without copying; undefined when the frame is not one. */
export function decodeStdinFrame(frame: Uint8Array): Uint8Array | undefined {
  if (frame.length < 1 || frame[0] !== STDIN_BYTES) return undefined;
  return frame.subarray(1);
}
