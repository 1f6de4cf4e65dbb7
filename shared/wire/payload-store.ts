/**
 * Where the log puts payloads it no longer keeps in memory. The page's
 * store writes them to the browser's own storage; the log keeps a short
 * preview in the entry and reads the whole text back on demand.
 */
export interface PayloadStore {
  /** Takes the text of entry `seq` (seqs arrive in ascending order). */
  put(seq: number, text: string): void;
  /** The whole text of a stored entry. Rejects when it is gone (the store failed, or the log was cleared). */
  get(seq: number): Promise<string>;
  /** Finds stored entries whose text matches, in ascending seq order. */
  search(match: PayloadMatch): Promise<number[]>;
  /** Forgets everything: the log was cleared. */
  clear(): void;
  /** UTF-16 code units handed to `put` and not yet safely stored. */
  readonly backlog: number;
  /** Told whenever `backlog` shrinks (and when the store fails). */
  onProgress?: () => void;
  /** Set when the store cannot keep anything more; the log then keeps payloads in memory and says so. */
  readonly failure: string | undefined;
}

/** A text search that can cross to a worker: plain text (case-insensitive) or a regular expression's source and flags. */
export type PayloadMatch = { text: string } | { pattern: string; flags: string };

/** The predicate a PayloadMatch describes. */
export function payloadMatcher(match: PayloadMatch): (text: string) => boolean {
  if ('text' in match) {
    const wanted = match.text.toLowerCase();
    return (text) => text.toLowerCase().includes(wanted);
  }
  const pattern = new RegExp(match.pattern, match.flags.replaceAll('g', '').replaceAll('y', ''));
  return (text) => pattern.test(text);
}
