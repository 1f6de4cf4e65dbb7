import { BatchedListeners, type Schedule } from '../lib/batched-listeners.ts';

/** `message`: ui/message, for the conversation; `log`: notifications/message, the view's log. */
export type AppMessageKind = 'message' | 'log';

export interface AppMessage {
  /** The message's number among all the view sent of both kinds, from 1. */
  n: number;
  at: number;
  kind: AppMessageKind;
  params: unknown;
}

export interface AppMessagesSnapshot {
  /** The messages kept, oldest first. */
  kept: readonly AppMessage[];
  /** How many of each kind the view sent. */
  received: Readonly<Record<AppMessageKind, number>>;
  /** How many of each kind are no longer kept here (older ones, beyond the bounds). */
  notKept: Readonly<Record<AppMessageKind, number>>;
  /** The latest ui/update-model-context: it replaces the one before, as in a chat host. */
  modelContext?: { at: number; params: unknown };
  /** When the log was last cleared after the view's first message: what the panel no longer keeps may be gone from the log too. */
  logClearedAt?: number;
}

export interface AppMessagesBounds {
  /** The most of one kind kept. */
  count: number;
  /** The most JSON text (UTF-16 units) of one kind kept; the newest message is kept whatever its size. */
  chars: number;
}

const DEFAULT_BOUNDS: AppMessagesBounds = { count: 100, chars: 1_000_000 };

interface Held {
  message: AppMessage;
  chars: number;
}

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * What one view said to the model, its log and its model context, as the host's panel shows
 * it: append-only and bounded (the newest of each kind, by count and by
 * text), with a true count of what is no longer kept. Each message is also
 * on the app's channel of the wire log, which keeps them all as it keeps
 * the server's. Listeners are told at most once per scheduled flush, so a
 * view that floods costs the page one update a frame.
 */
export class AppMessagesStore {
  readonly #listeners: BatchedListeners;
  readonly #bounds: AppMessagesBounds;
  readonly #held: Record<AppMessageKind, Held[]> = { message: [], log: [] };
  readonly #heldChars: Record<AppMessageKind, number> = { message: 0, log: 0 };
  readonly #received: Record<AppMessageKind, number> = { message: 0, log: 0 };
  #snapshot: AppMessagesSnapshot = { kept: [], received: { message: 0, log: 0 }, notKept: { message: 0, log: 0 } };
  #modelContext: { at: number; params: unknown } | undefined;
  #logClearedAt: number | undefined;
  #stale = false;

  /** `schedule`: when listeners hear of changes; by default about once a frame, as the wire log's. */
  constructor(schedule: Schedule = (flush) => void setTimeout(flush, 16), bounds: Partial<AppMessagesBounds> = {}) {
    this.#listeners = new BatchedListeners(schedule);
    this.#bounds = { ...DEFAULT_BOUNDS, ...bounds };
  }

  add(kind: AppMessageKind, params: unknown, at = Date.now()): void {
    this.#received[kind]++;
    const message: AppMessage = Object.freeze({ n: this.#received.message + this.#received.log, at, kind, params });
    const held = this.#held[kind];
    const chars = jsonLength(params);
    held.push({ message, chars });
    this.#heldChars[kind] += chars;
    while (held.length > 1 && (held.length > this.#bounds.count || this.#heldChars[kind] > this.#bounds.chars))
      this.#heldChars[kind] -= held.shift()!.chars;
    this.#changed();
  }

  setModelContext(params: unknown, at = Date.now()): void {
    this.#modelContext = Object.freeze({ at, params });
    this.#changed();
  }

  /** The wire log was cleared: the messages it held are gone from it (said only once the view has sent any). */
  logCleared(at = Date.now()): void {
    if (this.#received.message + this.#received.log === 0) return;
    this.#logClearedAt = at;
    this.#changed();
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.subscribe(listener);

  /** Stable between changes; a new object after any. */
  getSnapshot = (): AppMessagesSnapshot => {
    if (this.#stale) {
      this.#stale = false;
      const kept = [...this.#held.message, ...this.#held.log].map((held) => held.message).sort((a, b) => a.n - b.n);
      const received = { ...this.#received };
      this.#snapshot = Object.freeze({
        kept: Object.freeze(kept),
        received: Object.freeze(received),
        notKept: Object.freeze({
          message: received.message - this.#held.message.length,
          log: received.log - this.#held.log.length,
        }),
        ...(this.#modelContext ? { modelContext: this.#modelContext } : {}),
        ...(this.#logClearedAt !== undefined ? { logClearedAt: this.#logClearedAt } : {}),
      });
    }
    return this.#snapshot;
  };

  #changed(): void {
    this.#stale = true;
    this.#listeners.changed();
  }
}
