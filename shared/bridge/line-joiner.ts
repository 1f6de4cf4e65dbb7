/** Joins stdout pieces (`partial: true`) back into whole lines. */
export class LineJoiner {
  #pieces: string[] = [];

  push(text: string, partial: boolean): string | undefined {
    if (partial) {
      this.#pieces.push(text);
      return undefined;
    }
    if (this.#pieces.length === 0) return text;
    this.#pieces.push(text);
    const line = this.#pieces.join('');
    this.#pieces = [];
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
