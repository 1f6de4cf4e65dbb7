/** The longest piece of one stdout line, in bytes, the proxy holds before forwarding it. */
export const MAX_LINE_PIECE = 1024 * 1024;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Receives each line's bytes; the buffer may be a view into the child's chunk, so use it before returning. */
export type LineSink = (line: Buffer, partial: boolean) => void;

/**
 * Splits a byte stream on the byte "\n" (dropping a "\r" before it) and hands
 * each line on as the bytes written, never decoded: UTF-8 is the browser's
 * business. A line longer than `maxPiece` bytes goes out in pieces, all but
 * the last marked partial, so memory stays bounded whatever the child writes.
 */
export class LineSplitter {
  readonly #sink: LineSink;
  readonly #maxPiece: number;
  /** The unterminated line so far, as the chunks it came in (joined only when needed). */
  #held: Buffer[] = [];
  #heldBytes = 0;
  #inPieces = false;

  constructor(sink: LineSink, maxPiece = MAX_LINE_PIECE) {
    this.#sink = sink;
    this.#maxPiece = maxPiece;
  }

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const line = this.#take(chunk.subarray(start, end));
      this.#sendLine(line.at(-1) === CARRIAGE_RETURN ? line.subarray(0, -1) : line);
      start = end + 1;
    }
    if (start === chunk.length) return;
    this.#held.push(chunk.subarray(start));
    this.#heldBytes += chunk.length - start;
    if (this.#heldBytes <= this.#maxPiece) return;
    const rest = this.#sendPieces(this.#take());
    if (rest.length > 0) this.#held.push(rest);
    this.#heldBytes = rest.length;
  }

  /** Hands on a last line that had no terminator. */
  end(): void {
    const rest = this.#take();
    if (rest.length > 0 || this.#inPieces) this.#sendLine(rest);
  }

  #sendLine(line: Buffer): void {
    this.#sink(this.#sendPieces(line), false);
    this.#inPieces = false;
  }

  /**
   * Sends full pieces while more than one piece is left and returns the rest.
   * Strictly more: at least one byte stays behind, so a piece never ends
   * with the "\r" of a "\r\n" still to come.
   */
  #sendPieces(bytes: Buffer): Buffer {
    let rest = bytes;
    while (rest.length > this.#maxPiece) {
      this.#sink(rest.subarray(0, this.#maxPiece), true);
      rest = rest.subarray(this.#maxPiece);
      this.#inPieces = true;
    }
    return rest;
  }

  /** The held bytes followed by `tail`, as one buffer; nothing is held afterwards. */
  #take(tail?: Buffer): Buffer {
    const parts = tail ? [...this.#held, tail] : this.#held;
    const joined = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    this.#held = [];
    this.#heldBytes = 0;
    return joined;
  }
}
