import type { PayloadStore } from './payload-store.ts';
import type { WireEntry } from './wire-entry.ts';

export interface MemoryBudgetOptions {
  /** UTF-16 code units of payload text the log keeps in memory; beyond it, the oldest payloads move to the store. */
  budgetChars: number;
  /** Opens the store payloads go to, the first time one must move; without one (or when it gives none), everything stays in memory. */
  openStore?: () => PayloadStore | undefined;
  /** How much of a moved payload stays in its entry, for rows and quick filtering. */
  previewChars?: number;
  /** Payloads shorter than this stay: the stub would save too little. */
  minSpillChars?: number;
  /** Above this many code units waiting to be stored, the log asks its sources to pause. */
  backlogLimitChars?: number;
}

/** 256 MB of UTF-16 text. */
export const DEFAULT_BUDGET_CHARS = 128 * 1024 * 1024;

/**
 * Keeps the log's payload text within a budget. Entries are counted as they
 * are appended; once over budget, the oldest large payloads move to the
 * store until the log is back under three quarters of it, each entry
 * replaced by a frozen copy that keeps every fact and a preview of its
 * text. A cursor remembers how far it got, so each entry is looked at once.
 */
export class MemoryBudget {
  #store: PayloadStore | undefined;
  #openStore: (() => PayloadStore | undefined) | undefined;
  readonly #previewChars: number;
  readonly #minSpillChars: number;
  readonly #backlogLimit: number;
  #budget: number;
  #held = 0;
  #cursor = 0;
  #spilledEntries = 0;
  #spilledChars = 0;

  constructor(options: MemoryBudgetOptions) {
    this.#budget = options.budgetChars;
    this.#openStore = options.openStore;
    this.#previewChars = options.previewChars ?? 96;
    this.#minSpillChars = options.minSpillChars ?? 512;
    this.#backlogLimit = options.backlogLimitChars ?? 32 * 1024 * 1024;
  }

  get store(): PayloadStore | undefined {
    return this.#store;
  }

  get budgetChars(): number {
    return this.#budget;
  }

  set budgetChars(value: number) {
    this.#budget = Math.max(1, value);
  }

  /** Payload text now in memory. */
  get heldChars(): number {
    return this.#held;
  }

  get spilledEntries(): number {
    return this.#spilledEntries;
  }

  get spilledChars(): number {
    return this.#spilledChars;
  }

  /** True while the store is behind: sources should stop sending until it catches up. */
  get pressure(): boolean {
    return this.#store !== undefined && this.#store.failure === undefined && this.#store.backlog > this.#backlogLimit;
  }

  /** Counts a new entry's text. */
  added(entry: WireEntry): void {
    this.#held += entry.raw.length;
  }

  /**
   * Moves the oldest large payloads out while over budget. `entries` is the
   * log's own array: moved entries are replaced in place. Returns how many moved.
   */
  enforce(entries: WireEntry[]): number {
    if (this.#held <= this.#budget) return 0;
    const store = this.#open();
    if (this.#held <= this.#budget || !store || store.failure !== undefined) return 0;
    const target = this.#budget * 0.75;
    let moved = 0;
    while (this.#held > target && this.#cursor < entries.length) {
      const entry = entries[this.#cursor]!;
      this.#cursor++;
      if (entry.spilled || entry.raw.length < this.#minSpillChars) continue;
      store.put(entry.seq, entry.raw);
      entries[entry.seq] = Object.freeze({
        ...entry,
        raw: detached(entry.raw.slice(0, this.#previewChars)),
        spilled: true,
      });
      this.#held -= entry.raw.length - this.#previewChars;
      this.#spilledEntries++;
      this.#spilledChars += entry.raw.length;
      moved++;
    }
    return moved;
  }

  #open(): PayloadStore | undefined {
    if (this.#openStore) {
      this.#store = this.#openStore();
      this.#openStore = undefined;
      if (this.#store) this.#store.onProgress = () => this.onStoreProgress?.();
    }
    return this.#store;
  }

  /** Told when the store has written some of its backlog (or failed). */
  onStoreProgress?: () => void;

  /** The log was cleared. */
  reset(): void {
    this.#held = 0;
    this.#cursor = 0;
    this.#spilledEntries = 0;
    this.#spilledChars = 0;
    this.#store?.clear();
  }
}

/**
 * A copy of `text` that shares no memory with the string it was cut from:
 * engines may keep a slice as a view of its whole parent, which would keep
 * the moved payload alive in memory after all.
 */
function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
