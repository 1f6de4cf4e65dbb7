import { reportsError } from './frame-facts.ts';
import { utf8Length, type WireEntry, type WireInput } from './wire-entry.ts';
import { WirePairing } from './wire-pairing.ts';

export type Schedule = (flush: () => void) => void;

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 16);
};

/**
 * The append-only wire log. Entries are frozen once written; listeners are
 * told at most once per scheduled flush, however many entries arrived.
 * The snapshot is a version number: it changes exactly when entries change.
 */
export class WireLog {
  readonly #entries: WireEntry[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #pairing = new WirePairing();
  readonly #schedule: Schedule;
  #version = 0;
  #generation = 0;
  #flushQueued = false;

  constructor(schedule: Schedule = defaultSchedule) {
    this.#schedule = schedule;
  }

  get size(): number {
    return this.#entries.length;
  }

  at(seq: number): WireEntry | undefined {
    return this.#entries[seq];
  }

  /** The response to the request at `requestSeq`, once it has arrived. */
  responseTo(requestSeq: number): WireEntry | undefined {
    const seq = this.#pairing.responseTo(requestSeq);
    return seq === undefined ? undefined : this.#entries[seq];
  }

  append(input: WireInput): WireEntry {
    const seq = this.#entries.length;
    const { size, value, ...fields } = input;
    let entry: WireEntry = { ...fields, seq, size: size ?? utf8Length(input.raw), ...(input.kind === 'result' && reportsError(value) ? { isError: true } : {}) };
    const facts = this.#pairing.pair(input, seq, () => entry);
    if (input.kind === 'http' && input.requestSeq !== undefined && input.direction !== 'out') this.#pairing.link(input.requestSeq, seq);
    if (facts.problem || facts.requestSeq !== undefined || facts.cancels !== undefined) {
      const problem = [input.problem, facts.problem].filter(Boolean).join('; ') || undefined;
      entry = { ...entry, ...facts, ...(problem ? { problem } : {}) };
    }
    Object.freeze(entry);
    this.#entries.push(entry);
    this.#changed();
    return entry;
  }

  /**
   * Replaces the entries with ones read back from an export, kept as they
   * were written (pairing, findings); each entry's `seq` must be its position.
   */
  load(entries: readonly WireEntry[]): void {
    this.clear();
    for (const entry of entries) {
      this.#entries.push(Object.freeze(entry));
      if (entry.requestSeq !== undefined) this.#pairing.link(entry.requestSeq, entry.seq);
    }
    this.#changed();
  }

  /** Starts over (a user action); the old entries are gone. */
  clear(): void {
    this.#entries.length = 0;
    this.#pairing.clear();
    this.#generation++;
    this.#changed();
  }

  /** Changes on every clear, so anything derived from the entries knows to start over. */
  get generation(): number {
    return this.#generation;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): number => this.#version;

  entries(): readonly WireEntry[] {
    return this.#entries;
  }

  #changed(): void {
    this.#version++;
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    this.#schedule(() => {
      this.#flushQueued = false;
      for (const listener of this.#listeners) listener();
    });
  }
}

