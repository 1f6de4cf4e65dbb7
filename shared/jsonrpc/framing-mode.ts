// The framing a person chooses for a stdio server, apart from the decoder (framing.ts): the connection form and the
// saved connections read these names on the first screen, and the decoder comes with the session's engine.

/** `auto`: newline-delimited until a Content-Length header block shows up at the start of a frame. */
export type FramingMode = 'auto' | 'newline' | 'content-length';

/** How frames are written: what a mode and what the decoder detected come to. */
export type WireFraming = 'newline' | 'content-length';

export const FRAMING_MODES: readonly FramingMode[] = ['auto', 'newline', 'content-length'];

export function isFramingMode(value: unknown): value is FramingMode {
  return value === 'auto' || value === 'newline' || value === 'content-length';
}
