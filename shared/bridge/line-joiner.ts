/**
 * Joins stdout pieces (partial frames) back into whole lines as bytes, so a
 * character split between pieces is decoded whole, once per line.
 */
export class LineJoiner {
  #pieces: Uint8Array[] = [];
  #length = 0;

  push(bytes: Uint8Array, partial: boolean): Uint8Array | undefined {
    if (!partial && this.#pieces.length === 0) return bytes;
    this.#pieces.push(bytes);
    this.#length += bytes.length;
    if (partial) return undefined;
    const line = new Uint8Array(this.#length);
    let offset = 0;
    for (const piece of this.#pieces) {
      line.set(piece, offset);
      offset += piece.length;
    }
    this.#pieces = [];
    this.#length = 0;
    return line;
  }
}

/** Splits stderr chunks into lines, holding back an unterminated tail until more arrives or `flush`. */
export class ChunkLines {
  #carry = '';

  push(chunk: string): string[] {
    const text = this.#carry + chunk;
    const lines = text.split('\n');
    this.#carry = lines.pop() ?? '';
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }

  flush(): string[] {
    const rest = this.#carry;
    this.#carry = '';
    return rest ? [rest] : [];
  }
}
