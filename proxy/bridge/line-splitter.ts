import { StringDecoder } from 'node:string_decoder';

/** The longest piece of one stdout line the proxy holds before forwarding it. */
export const MAX_LINE_PIECE = 1024 * 1024;

export type LineSink = (line: string, partial: boolean) => void;

/**
 * Splits a byte stream on "\n" (dropping a "\r" before it) and hands each
 * line on exactly as written. A line longer than `maxPiece` characters goes
 * out in pieces, all but the last marked partial, so memory stays bounded
 * whatever the child writes.
 */
export class LineSplitter {
  readonly #sink: LineSink;
  readonly #maxPiece: number;
  readonly #decoder = new StringDecoder('utf8');
  #pending = '';
  #inPieces = false;

  constructor(sink: LineSink, maxPiece = MAX_LINE_PIECE) {
    this.#sink = sink;
    this.#maxPiece = maxPiece;
  }

  push(chunk: Buffer): void {
    const text = this.#decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const line = this.#pending + text.slice(start, end);
      this.#sendLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      start = end + 1;
    }
    this.#pending = this.#sendPieces(this.#pending + text.slice(start));
  }

  /** Hands on a last line that had no terminator. */
  end(): void {
    const rest = this.#pending + this.#decoder.end();
    if (rest !== '' || this.#inPieces) this.#sendLine(rest);
  }

  #sendLine(line: string): void {
    this.#sink(this.#sendPieces(line), false);
    this.#pending = '';
    this.#inPieces = false;
  }

  /**
   * Sends full pieces while more than one piece is left and returns the rest.
   * Strictly more: at least one character stays behind, so a piece never ends
   * with the "\r" of a "\r\n" still to come.
   */
  #sendPieces(text: string): string {
    let rest = text;
    while (rest.length > this.#maxPiece) {
      let cut = this.#maxPiece;
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1; // keep surrogate pairs whole
      this.#sink(rest.slice(0, cut), true);
      rest = rest.slice(cut);
      this.#inPieces = true;
    }
    return rest;
  }
}
