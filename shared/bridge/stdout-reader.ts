import type { Finding } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import { classifyText, type ClassifiedFrame } from '../jsonrpc/classify.ts';
import {
  FramingDecoder,
  type DecodedFrame,
  type FramingMode,
  type HeldBytes,
  type WireFraming,
} from '../jsonrpc/framing.ts';
import type { FramingFacts } from '../wire/wire-entry.ts';

/** One message of a stdio server's stdout, as the log keeps it and the session reads it. */
export interface StdoutMessage {
  /** The text exactly as sent: a "\r" before the newline and a byte order mark kept; bad UTF-8 as U+FFFD. */
  raw: string;
  /** The bytes as sent (the body; its framing not counted). */
  size: number;
  framing: FramingFacts;
  /** What is wrong with how it was sent: framing, encoding. */
  findings: Finding[];
  /** The message read from `raw` (past a byte order mark, so that a message behind one still arrives). */
  frame: ClassifiedFrame;
}

const SOURCE = 'stdio transport';
/** A frame held past this many bytes is decoded as its pieces arrive, so that its end costs no more than its last piece. */
export const EARLY_DECODE_BYTES = 256 * 1024;

/** The text decoded so far of the frame being read: its pieces, in order, and what they came to. */
interface EarlyText {
  pieces: Uint8Array[];
  texts: string[];
  decoder: TextDecoder;
  /** Not valid UTF-8: the frame is read the slow way when it ends. */
  failed: boolean;
}
const CONTENT_LENGTH_LINE = /^content-length[ \t]*:/i;

/**
 * Reads a stdio server's stdout, chunk by chunk as the pipe gave it: frames
 * it (framing.ts), decodes each frame's UTF-8 once, classifies it, and says
 * what is off about how it was sent.
 */
export class StdoutReader {
  readonly #decoder: FramingDecoder;
  /** Keeps a byte order mark as text rather than dropping it: the log shows what was written. */
  readonly #utf8 = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  readonly #utf8Lenient = new TextDecoder('utf-8', { ignoreBOM: true });
  #early: EarlyText | undefined;

  constructor(mode: FramingMode = 'auto') {
    this.#decoder = new FramingDecoder(mode);
  }

  get mode(): FramingMode {
    return this.#decoder.mode;
  }

  get held(): HeldBytes {
    return this.#decoder.held;
  }

  get writeFraming(): WireFraming {
    return this.#decoder.writeFraming;
  }

  push(chunk: Uint8Array): StdoutMessage[] {
    const messages = this.#decoder.push(chunk).map((frame) => this.#read(frame));
    this.#decodeHeld();
    return messages;
  }

  /** The stream ended: what was held comes out, flagged as cut short. */
  end(): StdoutMessage[] {
    const messages = this.#decoder.end().map((frame) => this.#read(frame));
    this.#early = undefined;
    return messages;
  }

  /** Decodes the pieces of a large frame still being read, as they come, rather than all at once when it ends. */
  #decodeHeld(): void {
    const held = this.#decoder.heldPieces;
    let early = this.#early;
    if (early && early.pieces[0] !== held[0]) early = this.#early = undefined;
    if (!early) {
      let bytes = 0;
      for (const piece of held) bytes += piece.length;
      if (bytes < EARLY_DECODE_BYTES) return;
      early = this.#early = {
        pieces: [],
        texts: [],
        decoder: new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }),
        failed: false,
      };
    }
    for (let i = early.pieces.length; i < held.length && !early.failed; i++) {
      try {
        early.texts.push(early.decoder.decode(held[i], { stream: true }));
        early.pieces.push(held[i]!);
      } catch {
        early.failed = true;
      }
    }
  }

  /** The frame's text, from what was decoded early when the frame begins with those pieces; undefined when it is not valid UTF-8. */
  #text(decoded: DecodedFrame): string | undefined {
    const early = this.#early;
    const { pieces } = decoded;
    if (early && early.pieces[0] === pieces[0]) {
      this.#early = undefined;
      if (
        !early.failed &&
        early.pieces.length <= pieces.length &&
        early.pieces.every((piece, i) => pieces[i] === piece)
      ) {
        try {
          const texts = early.texts;
          for (let i = early.pieces.length; i < pieces.length; i++)
            texts.push(early.decoder.decode(pieces[i], { stream: true }));
          texts.push(early.decoder.decode());
          return texts.join('');
        } catch {
          return undefined;
        }
      }
    }
    try {
      if (pieces.length === 1) return this.#utf8.decode(pieces[0]);
      // A small frame is joined (cheap); a large one is decoded piece by piece, never joined.
      if (decoded.size < EARLY_DECODE_BYTES) return this.#utf8.decode(decoded.bytes);
      const stream = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
      const texts = pieces.map((piece) => stream.decode(piece, { stream: true }));
      texts.push(stream.decode());
      return texts.join('');
    } catch {
      return undefined;
    }
  }

  #read(decoded: DecodedFrame): StdoutMessage {
    const { framing } = decoded;
    const findings = [...decoded.findings];
    let raw = this.#text(decoded);
    if (raw === undefined) {
      // Shown with U+FFFD where the bytes were, and said so: the frame is not what a JSON-RPC peer may send.
      const { bytes } = decoded;
      raw = this.#utf8Lenient.decode(bytes);
      findings.push(
        finding(
          'stdout-not-utf8',
          'error',
          `Not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}); shown with \uFFFD in its place. MCP messages are UTF-8`,
        ),
      );
    }
    if (framing.kind === 'content-length' && decoded.headerBytes > 0) {
      findings.push(
        finding(
          'stdio-content-length',
          'warning',
          "Framed with a Content-Length header: MCP's stdio transport delimits messages with newlines. The inspector reads and writes Content-Length for this server",
        ),
      );
    }
    if (framing.crlf)
      findings.push(
        finding(
          'stdio-crlf',
          'info',
          'The line ends in CRLF ("\\r\\n"): JSON parsers tolerate the "\\r", but the stdio transport delimits messages with a bare newline',
        ),
      );
    if (framing.unterminated) findings.push(finding('stdio-unterminated', 'warning', unterminatedMessage(decoded)));
    const bom = raw.startsWith('\uFEFF');
    if (bom)
      findings.push(
        finding(
          'stdout-bom',
          'error',
          'Starts with a byte order mark (U+FEFF), which is not JSON: a server must not write one. Read past it',
        ),
      );
    return { raw, size: decoded.size, framing, findings, frame: classifyText(bom ? raw.slice(1) : raw) };
  }
}

/** Whether a frame that is not JSON-RPC looks like the header line of Content-Length framing. */
export function looksLikeHeaderLine(raw: string): boolean {
  return CONTENT_LENGTH_LINE.test(raw);
}

function unterminatedMessage(decoded: DecodedFrame): string {
  if (decoded.framing.kind === 'newline')
    return `The stream ended with these ${decoded.size} bytes and no newline after them`;
  if (decoded.headerBytes === 0) return 'The stream ended inside a Content-Length header block';
  const declared = /content-length[ \t]*:[ \t]*(\d+)/i.exec(decoded.framing.header ?? '')?.[1];
  return `The stream ended after ${decoded.size} of the ${declared ?? '?'} bytes its Content-Length declared`;
}

function finding(rule: RuleId, severity: Finding['severity'], message: string): Finding {
  return { rule, severity, pointer: '', source: SOURCE, message };
}

/** Offset of the first byte that breaks UTF-8, for the finding. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let low = 0;
  let high = bytes.length;
  // The longest valid prefix, found by halving: decode is linear, so this stays O(n log n).
  // A fresh decoder each time: a streaming decoder carries bytes over from the last try.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  return low;
}
