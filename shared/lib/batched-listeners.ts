/** When listeners hear of changes: the flush is run later (once a frame, say), however many changes came before it. */
export type Schedule = (flush: () => void) => void;

/**
 * The listeners of a store that changes fast (a log, a view's messages):
 * `changed()` as often as it likes, the listeners told once per scheduled
 * flush. `subscribe` returns its unsubscribe.
 */
export class BatchedListeners {
  readonly #listeners = new Set<() => void>();
  readonly #schedule: Schedule;
  #flushQueued = false;

  constructor(schedule: Schedule) {
    this.#schedule = schedule;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  changed(): void {
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    this.#schedule(() => {
      this.#flushQueued = false;
      for (const listener of this.#listeners) listener();
    });
  }
}
