import type { RuleId } from '../diagnose/rules/index.ts';
import type { FramingFacts } from './framing-facts.ts';
import { concat, frameOf, Pieces, type DecodedFrame } from './piece-frame.ts';
import type { FramingMode, WireFraming } from './framing-mode.ts';

export type { DecodedFrame } from './piece-frame.ts';

export type { FramingFacts } from './framing-facts.ts';

export { FRAMING_MODES, isFramingMode, type FramingMode, type WireFraming } from './framing-mode.ts';

/**
 * Framing of JSON-RPC over a byte stream (a stdio pipe). MCP's stdio
 * transport delimits messages with "\n"; some servers frame them LSP-style,
 * a header block (`Content-Length: N`, blank line) before N bytes of body.
 *
 * Pure TypeScript on Uint8Array: the page (over the proxy's bridge) and a
 * command-line client (over a direct pipe) decode the same way.
 */

/** Bytes read and not yet handed out in a frame, and what would complete them. */
export interface HeldBytes {
  readonly bytes: number;
  /** `newline`: the rest of a line; `header`: the blank line that ends a header block; `body`: the rest of a Content-Length body. */
  readonly awaiting: 'newline' | 'header' | 'body';
  /** For `body`: the length the header declared. */
  readonly declared?: number;
}

export interface FramingDecoderOptions {
  /** A declared Content-Length above this is taken for garbage, not waited for. */
  maxContentLength?: number;
  /** A header block longer than this (without its blank line) is not one. */
  maxHeaderBytes?: number;
}

export const MAX_CONTENT_LENGTH = 256 * 1024 * 1024;
export const MAX_HEADER_BYTES = 8 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const SOURCE = 'stdio transport';

/** A header line: token, colon, value (RFC 9110 field syntax, as LSP uses it). */
const HEADER_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)[ \t]*:[ \t]*(.*?)[ \t]*$/;
/** What `auto` takes for the start of a header block: the headers LSP framing uses. */
const AUTO_HEADER_START = /^content-(length|type)[ \t]*:/i;

/**
 * Splits a byte stream into frames. Every byte pushed is accounted for: the
 * bytes and headerBytes of the frames handed out, plus `held.bytes`, always
 * equal the bytes pushed. Decisions are made at line ends and by counted
 * lengths only, so however the stream is split into chunks, the frames are
 * the same. Nothing is held but the frame being read (and a header block of
 * at most `maxHeaderBytes`).
 */
export class FramingDecoder {
  readonly #maxContentLength: number;
  readonly #maxHeaderBytes: number;
  #mode: FramingMode;
  #state: 'line' | 'header' | 'body' = 'line';
  /** The current line or body so far, as the pieces it came in (joined once complete). */
  #pieces: Uint8Array[] = [];
  #pieceBytes = 0;
  /** The header block so far: complete lines, "\n" included. */
  #headerLines: Uint8Array[] = [];
  #headerBytes = 0;
  /** In `body`: the header block and the length it declared. */
  #header: Uint8Array | undefined;
  #bodyLength = 0;
  #contentLengthSeen = false;
  #newlineSeen = false;

  constructor(mode: FramingMode = 'auto', options: FramingDecoderOptions = {}) {
    this.#mode = mode;
    this.#maxContentLength = options.maxContentLength ?? MAX_CONTENT_LENGTH;
    this.#maxHeaderBytes = options.maxHeaderBytes ?? MAX_HEADER_BYTES;
  }

  get mode(): FramingMode {
    return this.#mode;
  }

  /** The framing the stream has shown: Content-Length once a valid header block was read, else newline once a line was. */
  get detected(): WireFraming | undefined {
    if (this.#contentLengthSeen) return 'content-length';
    return this.#newlineSeen ? 'newline' : undefined;
  }

  /** How to write to this peer: the mode chosen, or in `auto` what the stream has shown (newline until then). */
  get writeFraming(): WireFraming {
    return writeFramingFor(this.#mode, this.detected);
  }

  /** The pieces held of the frame being read (a line or a body); none while in a header block. */
  get heldPieces(): readonly Uint8Array[] {
    return this.#state === 'header' ? [] : this.#pieces;
  }

  get held(): HeldBytes {
    const bytes = this.#pieceBytes + this.#headerBytes + (this.#header?.length ?? 0);
    if (this.#state === 'body') return { bytes, awaiting: 'body', declared: this.#bodyLength };
    return { bytes, awaiting: this.#state === 'header' ? 'header' : 'newline' };
  }

  /** Takes the next bytes of the stream; returns the frames they complete. */
  push(chunk: Uint8Array): DecodedFrame[] {
    const frames: DecodedFrame[] = [];
    let at = 0;
    while (at < chunk.length) {
      if (this.#state === 'body') {
        const take = Math.min(this.#bodyLength - this.#pieceBytes, chunk.length - at);
        this.#hold(chunk.subarray(at, at + take));
        at += take;
        if (this.#pieceBytes === this.#bodyLength) frames.push(this.#body(false));
        continue;
      }
      const end = chunk.indexOf(LF, at);
      if (end === -1) {
        this.#hold(chunk.subarray(at));
        break;
      }
      const line = this.#take(chunk.subarray(at, end));
      at = end + 1;
      this.#line(line, frames);
    }
    return frames;
  }

  /** The stream ended: what is held goes out as an unterminated frame. */
  end(): DecodedFrame[] {
    const frames: DecodedFrame[] = [];
    if (this.#state === 'body') {
      frames.push(this.#body(true));
    } else if (this.#state === 'header') {
      const bytes = concat([...this.#headerLines, ...this.#pieces]);
      const header = this.#headerText();
      this.#resetHeader();
      this.#pieces = [];
      this.#pieceBytes = 0;
      frames.push(
        frameOf(new Pieces([bytes]), {
          headerBytes: 0,
          framing: { kind: 'content-length', header, unterminated: true },
          findings: [],
        }),
      );
    } else if (this.#pieceBytes > 0) {
      frames.push(
        frameOf(this.#take(), { headerBytes: 0, framing: { kind: 'newline', unterminated: true }, findings: [] }),
      );
    }
    return frames;
  }

  /** A whole line, its "\n" consumed. */
  #line(line: Pieces, frames: DecodedFrame[]): void {
    if (this.#state === 'line') {
      if (this.#startsHeaderBlock(line)) {
        this.#state = 'header';
        this.#headerLines = [withNewline(line.bytes)];
        this.#headerBytes = line.length + 1;
        return;
      }
      this.#newlineSeen = true;
      const crlf = line.last === CR;
      frames.push(
        frameOf(line, {
          headerBytes: 1,
          framing: crlf ? { kind: 'newline', crlf: true } : { kind: 'newline' },
          findings: [],
        }),
      );
      return;
    }
    // In a header block.
    if (line.length === 0 || (line.length === 1 && line.first === CR)) {
      this.#headerLines.push(withNewline(line.bytes));
      this.#headerBytes += line.length + 1;
      this.#endHeader(frames);
      return;
    }
    if (
      this.#headerBytes + line.length + 1 <= this.#maxHeaderBytes &&
      HEADER_LINE.test(ascii(stripNewline(line.bytes)))
    ) {
      this.#headerLines.push(withNewline(line.bytes));
      this.#headerBytes += line.length + 1;
      return;
    }
    // Not a header (or one too many): the block never ended. Its bytes go out flagged; the line starts afresh.
    frames.push(
      this.#badHeader(
        'stdio-header-unterminated',
        'A Content-Length header block must end with a blank line; this one is followed by a line that is not a header',
      ),
    );
    this.#line(line, frames);
  }

  #startsHeaderBlock(line: Pieces): boolean {
    if (this.#mode === 'newline' || line.length + 1 > this.#maxHeaderBytes) return false;
    // Most lines are JSON: the first byte settles it without making a string of the line.
    const first = line.first;
    if (this.#mode === 'auto')
      return (first === 0x43 || first === 0x63) && AUTO_HEADER_START.test(ascii(line.bytes.subarray(0, 64)));
    return first !== undefined && first !== 0x7b && first !== 0x5b && HEADER_LINE.test(ascii(stripNewline(line.bytes)));
  }

  /** The blank line came: a body of the declared length follows, or the block is flagged and reading goes on. */
  #endHeader(frames: DecodedFrame[]): void {
    const lengths: string[] = [];
    for (const line of this.#headerLines) {
      const match = HEADER_LINE.exec(ascii(stripNewline(line)));
      if (match && match[1]!.toLowerCase() === 'content-length') lengths.push(match[2]!);
    }
    const problem = lengthProblem(lengths, this.#maxContentLength);
    if (problem) {
      frames.push(this.#badHeader('stdio-content-length-invalid', problem));
      return;
    }
    this.#header = concat(this.#headerLines);
    this.#bodyLength = Number(lengths[0]);
    this.#headerLines = [];
    this.#headerBytes = 0;
    this.#contentLengthSeen = true;
    this.#state = 'body';
    if (this.#bodyLength === 0) frames.push(this.#body(false));
  }

  #badHeader(rule: RuleId, message: string): DecodedFrame {
    const bytes = concat(this.#headerLines);
    const header = this.#headerText();
    this.#resetHeader();
    return frameOf(new Pieces([bytes]), {
      headerBytes: 0,
      framing: { kind: 'content-length', header },
      findings: [{ rule, severity: 'error', pointer: '', source: SOURCE, message }],
    });
  }

  #body(unterminated: boolean): DecodedFrame {
    const header = this.#header!;
    const body = this.#take();
    this.#header = undefined;
    this.#bodyLength = 0;
    this.#state = 'line';
    const framing: FramingFacts = unterminated
      ? { kind: 'content-length', header: ascii(header), unterminated: true }
      : { kind: 'content-length', header: ascii(header) };
    return frameOf(body, { headerBytes: header.length, framing, findings: [] });
  }

  #headerText(): string {
    return this.#headerLines.map(ascii).join('');
  }

  #resetHeader(): void {
    this.#headerLines = [];
    this.#headerBytes = 0;
    this.#state = 'line';
  }

  #hold(piece: Uint8Array): void {
    if (piece.length === 0) return;
    this.#pieces.push(piece);
    this.#pieceBytes += piece.length;
  }

  /** The held pieces followed by `tail` (not joined); nothing is held afterwards. */
  #take(tail?: Uint8Array): Pieces {
    const pieces = tail ? [...this.#pieces, tail] : this.#pieces;
    this.#pieces = [];
    this.#pieceBytes = 0;
    return new Pieces(pieces);
  }
}

/** Why a header block's Content-Length cannot be used, or undefined when it can. */
function lengthProblem(values: string[], max: number): string | undefined {
  if (values.length === 0) return 'The header block has no Content-Length, so the body cannot be found';
  if (new Set(values).size > 1)
    return `The header block has ${values.length} different Content-Length values (${values.join(', ')})`;
  const value = values[0]!;
  if (!/^\d+$/.test(value)) return `Content-Length ${JSON.stringify(value)} is not a non-negative whole number`;
  if (Number(value) > max)
    return `Content-Length ${value} is beyond any plausible message (over ${max} bytes); not waited for`;
  return undefined;
}

export function writeFramingFor(mode: FramingMode, detected: WireFraming | undefined): WireFraming {
  if (mode !== 'auto') return mode;
  return detected === 'content-length' ? 'content-length' : 'newline';
}

/** The header block written before a body of `length` bytes. */
export function contentLengthHeader(length: number): string {
  return `Content-Length: ${length}\r\n\r\n`;
}

/** One message's bytes, framed for writing: a line, or a Content-Length header block and the body. */
export function encodeFrame(body: Uint8Array, framing: WireFraming): Uint8Array {
  const head = framing === 'content-length' ? asciiBytes(contentLengthHeader(body.length)) : new Uint8Array(0);
  const frame = new Uint8Array(head.length + body.length + (framing === 'newline' ? 1 : 0));
  frame.set(head, 0);
  frame.set(body, head.length);
  if (framing === 'newline') frame[frame.length - 1] = LF;
  return frame;
}

const utf8 = new TextEncoder();

/** A message's text (JSON, never an embedded newline), framed for writing. */
export function encodeTextFrame(text: string, framing: WireFraming): Uint8Array {
  return encodeFrame(utf8.encode(text), framing);
}

function withNewline(line: Uint8Array): Uint8Array {
  const copy = new Uint8Array(line.length + 1);
  copy.set(line);
  copy[line.length] = LF;
  return copy;
}

function stripNewline(line: Uint8Array): Uint8Array {
  let end = line.length;
  if (line[end - 1] === LF) end--;
  if (line[end - 1] === CR) end--;
  return line.subarray(0, end);
}

/** Header bytes as text, one character per byte (headers are ASCII; anything else shows as itself in Latin-1). */
function ascii(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 4096) text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return text;
}

function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}
