import type { Finding } from '../diagnose/finding.ts';
import type { FramingFacts } from './framing-facts.ts';

// A decoded frame kept as the pieces its bytes came in: a large message read from a pipe in many
// chunks is joined into one array only if something asks for it whole.

export interface DecodedFrame {
  /**
   * The frame's bytes exactly as sent: a line without its "\n" (a "\r" before
   * it kept), a Content-Length body, or the bytes of a header block that
   * could not be read. May be a view into a pushed chunk. Joined from
   * `pieces` when first read.
   */
  readonly bytes: Uint8Array;
  /** The same bytes as the pieces they came in (views into the pushed chunks): a large frame can be decoded without joining them. */
  readonly pieces: readonly Uint8Array[];
  /** How many bytes. */
  readonly size: number;
  /** Framing bytes consumed around `bytes`: the line's "\n", or the header block with its blank line. */
  readonly headerBytes: number;
  readonly framing: FramingFacts;
  /** What is wrong with the framing itself (a header block that cannot be read). */
  readonly findings: readonly Finding[];
}

/** A line or a body as the pieces it came in, joined into one array only when asked for whole. */
export class Pieces {
  readonly list: readonly Uint8Array[];
  readonly length: number;
  #joined: Uint8Array | undefined;

  constructor(list: readonly Uint8Array[]) {
    this.list = list;
    let length = 0;
    for (const piece of list) length += piece.length;
    this.length = length;
  }

  get bytes(): Uint8Array {
    return (this.#joined ??= concat(this.list));
  }

  get first(): number | undefined {
    for (const piece of this.list) if (piece.length > 0) return piece[0];
    return undefined;
  }

  get last(): number | undefined {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const piece = this.list[i]!;
      if (piece.length > 0) return piece[piece.length - 1];
    }
    return undefined;
  }
}

/** A frame whose bytes are joined from its pieces when first read (a class: one shape for every frame, cheap to make by the hundred thousand). */
class PieceFrame implements DecodedFrame {
  readonly #body: Pieces;
  readonly pieces: readonly Uint8Array[];
  readonly size: number;
  readonly headerBytes: number;
  readonly framing: FramingFacts;
  readonly findings: readonly Finding[];

  constructor(body: Pieces, rest: Pick<DecodedFrame, 'headerBytes' | 'framing' | 'findings'>) {
    this.#body = body;
    this.pieces = body.list;
    this.size = body.length;
    this.headerBytes = rest.headerBytes;
    this.framing = rest.framing;
    this.findings = rest.findings;
  }

  get bytes(): Uint8Array {
    return this.#body.bytes;
  }
}

export function frameOf(body: Pieces, rest: Pick<DecodedFrame, 'headerBytes' | 'framing' | 'findings'>): DecodedFrame {
  return new PieceFrame(body, rest);
}

export function concat(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  let length = 0;
  for (const piece of pieces) length += piece.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.length;
  }
  return joined;
}
