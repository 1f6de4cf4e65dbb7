import type { Finding } from '../diagnose/finding.ts';
import { classifyText, type ClassifiedFrame } from '../jsonrpc/classify.ts';
import { FramingDecoder, type DecodedFrame, type FramingMode, type HeldBytes, type WireFraming } from '../jsonrpc/framing.ts';
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
    return this.#decoder.push(chunk).map((frame) => this.#read(frame));
  }

  /** The stream ended: what was held comes out, flagged as cut short. */
  end(): StdoutMessage[] {
    return this.#decoder.end().map((frame) => this.#read(frame));
  }

  #read(decoded: DecodedFrame): StdoutMessage {
    const { bytes, framing } = decoded;
    const findings = [...decoded.findings];
    let raw: string;
    try {
      raw = this.#utf8.decode(bytes);
    } catch {
      // Shown with U+FFFD where the bytes were, and said so: the frame is not what a JSON-RPC peer may send.
      raw = this.#utf8Lenient.decode(bytes);
      findings.push(finding('stdout-not-utf8', 'error', `Not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}); shown with \uFFFD in its place. MCP messages are UTF-8`));
    }
    if (framing.kind === 'content-length' && decoded.headerBytes > 0) {
      findings.push(finding('stdio-content-length', 'warning', "Framed with a Content-Length header: MCP's stdio transport delimits messages with newlines. The inspector reads and writes Content-Length for this server"));
    }
    if (framing.crlf) findings.push(finding('stdio-crlf', 'info', 'The line ends in CRLF ("\\r\\n"): JSON parsers tolerate the "\\r", but the stdio transport delimits messages with a bare newline'));
    if (framing.unterminated) findings.push(finding('stdio-unterminated', 'warning', unterminatedMessage(decoded)));
    const bom = raw.startsWith('\uFEFF');
    if (bom) findings.push(finding('stdout-bom', 'error', 'Starts with a byte order mark (U+FEFF), which is not JSON: a server must not write one. Read past it'));
    return { raw, size: bytes.length, framing, findings, frame: classifyText(bom ? raw.slice(1) : raw) };
  }
}

/** Whether a frame that is not JSON-RPC looks like the header line of Content-Length framing. */
export function looksLikeHeaderLine(raw: string): boolean {
  return CONTENT_LENGTH_LINE.test(raw);
}

function unterminatedMessage(decoded: DecodedFrame): string {
  if (decoded.framing.kind === 'newline') return `The stream ended with these ${decoded.bytes.length} bytes and no newline after them`;
  if (decoded.headerBytes === 0) return 'The stream ended inside a Content-Length header block';
  const declared = /content-length[ \t]*:[ \t]*(\d+)/i.exec(decoded.framing.header ?? '')?.[1];
  return `The stream ended after ${decoded.bytes.length} of the ${declared ?? '?'} bytes its Content-Length declared`;
}

function finding(rule: string, severity: Finding['severity'], message: string): Finding {
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
