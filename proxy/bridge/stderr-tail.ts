const MAX_TAIL_LINE = 2000;

/** The last lines of a process's stderr, for the exit message. Bounded in lines and in line length. */
export class StderrTail {
  readonly #maxLines: number;
  #lines: string[] = [];
  #current = '';

  constructor(maxLines = 20) {
    this.#maxLines = maxLines;
  }

  push(chunk: string): void {
    const parts = chunk.split('\n');
    this.#current = clip(this.#current + (parts[0] ?? ''));
    for (const part of parts.slice(1)) {
      this.#lines.push(this.#current.endsWith('\r') ? this.#current.slice(0, -1) : this.#current);
      if (this.#lines.length > this.#maxLines) this.#lines.shift();
      this.#current = clip(part);
    }
  }

  lines(): string[] {
    const all = this.#current === '' ? this.#lines : [...this.#lines, this.#current];
    return all.slice(-this.#maxLines);
  }
}

function clip(line: string): string {
  return line.length > MAX_TAIL_LINE ? `${line.slice(0, MAX_TAIL_LINE)}…` : line;
}
