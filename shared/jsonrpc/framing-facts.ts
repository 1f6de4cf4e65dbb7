/**
 * How a stdio frame was delimited on the pipe, as the bytes show it (a file of its own: the frame and its decoder both
 * need it).
 */
export interface FramingFacts {
  /** `newline`: MCP's stdio framing; `content-length`: an LSP-style header block before the body. */
  readonly kind: 'newline' | 'content-length';
  /** The line ended with "\r\n" (the "\r" is kept in `raw`). */
  readonly crlf?: true;
  /** For `content-length`: the header block exactly as sent, blank line included. */
  readonly header?: string;
  /** The stream ended before the frame's terminator (or before its declared length was read). */
  readonly unterminated?: true;
}
