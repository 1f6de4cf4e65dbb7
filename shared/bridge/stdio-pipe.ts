import type { FramingMode, HeldBytes, WireFraming } from '../jsonrpc/framing.ts';

/** What the page can say about a stdio server's pipe while it runs. */
export interface StdioPipeState {
  /** The framing chosen for the connection. */
  readonly mode: FramingMode;
  /** How messages are written now: in `auto`, Content-Length once the server was seen to use it. */
  readonly writing: WireFraming;
  /** Stdout bytes read that are not yet a whole message. */
  readonly held: HeldBytes;
  /** Set while the server has said nothing the inspector could read since a while after the first request: what to try. */
  readonly hint?: string;
  /** The Framing the hint names, for a button that reconnects with it. */
  readonly hintFraming?: SuggestedFraming;
}

/** A framing to try instead: one that names how the bytes go, not auto. */
export type SuggestedFraming = Exclude<FramingMode, 'auto'>;

/** How long after the first request a silent server earns a hint. */
export const FRAMING_HINT_DELAY_MS = 3000;

export function samePipeState(a: StdioPipeState, b: StdioPipeState): boolean {
  return (
    a.mode === b.mode &&
    a.writing === b.writing &&
    a.hint === b.hint &&
    a.hintFraming === b.hintFraming &&
    a.held.bytes === b.held.bytes &&
    a.held.awaiting === b.held.awaiting &&
    a.held.declared === b.held.declared
  );
}

/** "112 bytes waiting for a newline", or undefined when nothing is held. */
export function heldBytesText(held: HeldBytes): string | undefined {
  if (held.bytes === 0) return undefined;
  const count = `${held.bytes.toLocaleString('en-US')} ${held.bytes === 1 ? 'byte' : 'bytes'}`;
  switch (held.awaiting) {
    case 'newline':
      return `${count} waiting for a newline`;
    case 'header':
      return `${count} of a Content-Length header waiting for its blank line`;
    case 'body':
      return `${count} of a Content-Length frame waiting for the rest of its ${held.declared?.toLocaleString('en-US')}-byte body`;
  }
}

/** What the stdout has shown by the time the hint is due. */
export interface SilenceFacts {
  /** The first request the inspector sent (initialize, server/discover). */
  method: string;
  mode: FramingMode;
  writing: WireFraming;
  /** Stdout frames that were not JSON-RPC (banners, header lines, garbage). */
  unreadFrames: number;
  /** One of them looked like a Content-Length header line. */
  sawHeaderLine: boolean;
}

/** The Framing the hint names (silenceHint's words, as a value). */
export function silenceFraming(facts: Pick<SilenceFacts, 'writing'>): SuggestedFraming {
  return facts.writing === 'content-length' ? 'newline' : 'content-length';
}

/** The hint for a server that has said nothing the inspector could read: which Framing to try. */
export function silenceHint(facts: SilenceFacts): string {
  const seconds = FRAMING_HINT_DELAY_MS / 1000;
  const lines =
    facts.unreadFrames === 1
      ? '1 stdout line that is not JSON-RPC'
      : `${facts.unreadFrames} stdout lines that are not JSON-RPC`;
  const opening = facts.unreadFrames
    ? `No JSON-RPC answer ${seconds} s after ${facts.method}, only ${lines}.`
    : `No answer ${seconds} s after ${facts.method}.`;
  if (facts.sawHeaderLine && facts.mode === 'newline')
    return `${opening} The server writes Content-Length headers: set Framing to auto or Content-Length.`;
  if (facts.writing === 'content-length')
    return `${opening} If this server reads newline-delimited JSON (MCP's stdio framing), set Framing to newline.`;
  if (facts.mode === 'newline' && facts.unreadFrames)
    return `${opening} If this server frames its messages with Content-Length headers, set Framing to Content-Length.`;
  return `${opening} If this server reads Content-Length frames, set Framing to Content-Length.`;
}
