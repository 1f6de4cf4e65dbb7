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

/**
 * Splits stderr chunks into lines, holding back an unterminated tail until
 * more arrives or `flush`. Only the new chunk is searched, and the tail is
 * kept in pieces, so one very long line costs time in proportion to its length.
 */
export class ChunkLines {
  #carry: string[] = [];

  push(chunk: string): string[] {
    const parts = chunk.split('\n');
    if (parts.length === 1) {
      this.#carry.push(chunk);
      return [];
    }
    const lines: string[] = [];
    parts[0] = this.#carry.join('') + parts[0];
    this.#carry = [parts.pop()!];
    for (const line of parts) lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
    return lines;
  }

  flush(): string[] {
    const rest = this.#carry.join('');
    this.#carry = [];
    return rest ? [rest] : [];
  }
}
