/**
 * Splits stderr chunks into lines, holding back an unterminated tail until
 * more arrives or `flush`. A "\r" before the "\n" stays: the log shows the
 * line as written. Only the new chunk is searched, and the tail is kept in
 * pieces, so one very long line costs time in proportion to its length.
 */
export class StderrLines {
  #carry: string[] = [];

  push(chunk: string): string[] {
    const parts = chunk.split('\n');
    if (parts.length === 1) {
      this.#carry.push(chunk);
      return [];
    }
    parts[0] = this.#carry.join('') + parts[0];
    this.#carry = [parts.pop()!];
    return parts;
  }

  flush(): string[] {
    const rest = this.#carry.join('');
    this.#carry = [];
    return rest ? [rest] : [];
  }
}
