/**
 * Stored payloads travel in pages: consecutive entries packed together, so
 * storage sees a few large writes instead of one per line, and a page
 * compresses as a whole. Seqs rise from page to page, so finding the page
 * that holds a seq is a binary search over the pages' first seqs.
 */

/** A page holds at least this many UTF-16 code units, unless it is the last before a pause. */
export const PAGE_CHARS = 2 * 1024 * 1024;

export interface PageContent {
  seqs: number[];
  texts: string[];
}

/** One page as a string: a JSON header line of seqs and lengths, then the texts back to back. */
export function packPage(page: PageContent): string {
  const lengths = page.texts.map((text) => text.length);
  return `${JSON.stringify({ seqs: page.seqs, lengths })}\n${page.texts.join('')}`;
}

export function unpackPage(packed: string): PageContent {
  const newline = packed.indexOf('\n');
  const header = JSON.parse(packed.slice(0, newline)) as { seqs: number[]; lengths: number[] };
  const texts: string[] = [];
  let offset = newline + 1;
  for (const length of header.lengths) {
    texts.push(packed.slice(offset, offset + length));
    offset += length;
  }
  return { seqs: header.seqs, texts };
}

/** Which page holds a seq: pages are numbered in the order they were written. */
export class PageIndex {
  readonly #firstSeqs: number[] = [];
  readonly #lastSeqs: number[] = [];

  /** Records a written page; its seqs must come after every earlier page's. */
  add(firstSeq: number, lastSeq: number): number {
    const last = this.#lastSeqs.at(-1);
    if (last !== undefined && firstSeq <= last)
      throw new Error(`page starting at ${firstSeq} overlaps the page ending at ${last}`);
    this.#firstSeqs.push(firstSeq);
    this.#lastSeqs.push(lastSeq);
    return this.#firstSeqs.length - 1;
  }

  /** The page whose range holds `seq`, if any. */
  find(seq: number): number | undefined {
    let low = 0;
    let high = this.#firstSeqs.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (this.#lastSeqs[middle]! < seq) low = middle + 1;
      else if (this.#firstSeqs[middle]! > seq) high = middle - 1;
      else return middle;
    }
    return undefined;
  }

  get size(): number {
    return this.#firstSeqs.length;
  }

  clear(): void {
    this.#firstSeqs.length = 0;
    this.#lastSeqs.length = 0;
  }
}
