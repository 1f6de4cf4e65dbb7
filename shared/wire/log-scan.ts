/**
 * How far an incremental reader of the wire log has read, and for what: the
 * log's generation (it changes when the entries are replaced, as by an
 * import or Clear) and the reader's own key (a filter, a scope). The
 * findings summary, the filter and the timeline each keep one, so the rule
 * for "what I built no longer holds" is written once.
 */
export class LogScan {
  #generation = 0;
  #key = '';
  /** Entries read so far (the next one to read). */
  scanned = 0;

  /** True, and back at the start, when the log was replaced or shrank or the key changed since the last read. */
  restarts(entries: readonly unknown[], generation: number, key = ''): boolean {
    if (generation === this.#generation && key === this.#key && entries.length >= this.scanned) return false;
    this.#generation = generation;
    this.#key = key;
    this.scanned = 0;
    return true;
  }
}
