import { entryLabel, type WireEntry } from './wire-entry.ts';

/**
 * The seqs of the entries matching a query, kept up to date incrementally:
 * each call only looks at entries appended since the last one, so filtering
 * a 100,000-entry log costs work proportional to what is new.
 */
export class WireFilter {
  #query = '';
  #onlyProblems = false;
  #generation = 0;
  #scanned = 0;
  #matches: number[] = [];

  /** `generation` is the log's: when it changes, the entries were replaced and the scan starts over. */
  matches(entries: readonly WireEntry[], query: string, generation = 0, onlyProblems = false): readonly number[] {
    const normalized = query.trim().toLowerCase();
    if (normalized !== this.#query || onlyProblems !== this.#onlyProblems || generation !== this.#generation || entries.length < this.#scanned) {
      this.#query = normalized;
      this.#onlyProblems = onlyProblems;
      this.#generation = generation;
      this.#scanned = 0;
      this.#matches = [];
    }
    if (this.#scanned === entries.length) return this.#matches;
    // A new array, never the one handed out last time: React may still be holding that one.
    const matches = this.#matches.slice();
    for (let i = this.#scanned; i < entries.length; i++) {
      const entry = entries[i]!;
      if (onlyProblems && !isTrouble(entry)) continue;
      if (!normalized || entryMatches(entry, normalized)) matches.push(i);
    }
    this.#scanned = entries.length;
    this.#matches = matches;
    return this.#matches;
  }
}

function entryMatches(entry: WireEntry, query: string): boolean {
  // "#7" means id 7, as the id column shows it.
  if (query.startsWith('#')) return entry.id !== undefined && String(entry.id).toLowerCase() === query.slice(1);
  if (entryLabel(entry).toLowerCase().includes(query)) return true;
  if (entry.id !== undefined && String(entry.id) === query) return true;
  return entry.raw.toLowerCase().includes(query);
}

/** What someone hunting a misbehaving server wants to see first: anything flagged, any error, any stderr. */
export function isTrouble(entry: WireEntry): boolean {
  return (
    entry.problem !== undefined ||
    entry.kind === 'error' ||
    entry.kind === 'stderr' ||
    entry.kind === 'invalid-json' ||
    entry.kind === 'not-jsonrpc' ||
    (entry.kind === 'http' && (entry.http?.status ?? 0) >= 400)
  );
}
