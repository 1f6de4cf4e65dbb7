import { Observable } from '../lib/observable.ts';
import type { Suggest, SuggestField } from './suggestions.ts';

/** What the suggestion popup shows. `active` is the highlighted option, -1 for none. */
export type SuggestionsView =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; values: readonly string[]; total?: number; hasMore?: boolean; active: number }
  | { status: 'failed'; error: string };

export type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const SUGGEST_DELAY_MS = 150;
const CLOSED: SuggestionsView = { status: 'closed' };

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'The suggestions could not be fetched';
}

/**
 * Suggestions for one field as the person types: each request waits
 * `delayMs` for typing to pause, and only the answer to the latest one is
 * shown; closing drops any answer still on its way. A failure is shown as
 * its message, never swallowed.
 */
export class SuggestionFetcher {
  readonly view = new Observable<SuggestionsView>(CLOSED);
  #suggest: Suggest;
  readonly #field: SuggestField;
  readonly #delayMs: number;
  readonly #timers: Timers;
  #timer: unknown;
  #latest = 0;

  constructor(suggest: Suggest, field: SuggestField, delayMs = SUGGEST_DELAY_MS, timers: Timers = realTimers) {
    this.#suggest = suggest;
    this.#field = field;
    this.#delayMs = delayMs;
    this.#timers = timers;
  }

  /** A new source (the connection changed) answers the next request. */
  setSuggest(suggest: Suggest): void {
    this.#suggest = suggest;
  }

  request(value: string): void {
    const id = ++this.#latest;
    this.#cancelTimer();
    if (this.view.getSnapshot().status === 'closed') this.view.set({ status: 'loading' });
    this.#timer = this.#timers.setTimeout(() => {
      this.#timer = undefined;
      void this.#ask(id, value);
    }, this.#delayMs);
  }

  async #ask(id: number, value: string): Promise<void> {
    let next: SuggestionsView;
    try {
      const answer = await this.#suggest(this.#field, value);
      if ('error' in answer) next = { status: 'failed', error: answer.error };
      else {
        next = {
          status: 'ready',
          values: answer.values,
          active: -1,
          ...(answer.total !== undefined ? { total: answer.total } : {}),
          ...(answer.hasMore !== undefined ? { hasMore: answer.hasMore } : {}),
        };
      }
    } catch (error) {
      next = { status: 'failed', error: errorText(error) };
    }
    if (id === this.#latest) this.view.set(next);
  }

  /** Moves the highlight by `step` (wrapping); opens the list when it is closed. */
  move(step: 1 | -1, value: string): void {
    const view = this.view.getSnapshot();
    if (view.status === 'closed') return this.request(value);
    if (view.status !== 'ready' || view.values.length === 0) return;
    const count = view.values.length;
    const active = view.active === -1 ? (step === 1 ? 0 : count - 1) : (view.active + step + count) % count;
    this.view.set({ ...view, active });
  }

  /** The highlighted value, if any. */
  activeValue(): string | undefined {
    const view = this.view.getSnapshot();
    return view.status === 'ready' && view.active >= 0 ? view.values[view.active] : undefined;
  }

  /**
   * A key pressed in the field: arrows move the highlight (opening the list),
   * Enter picks the highlighted value, Escape closes an open list. 'ignored'
   * leaves the key to the browser (Enter with nothing highlighted submits).
   */
  key(key: string, value: string): 'ignored' | 'handled' | { chosen: string } {
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      this.move(key === 'ArrowDown' ? 1 : -1, value);
      return 'handled';
    }
    if (key === 'Enter') {
      const chosen = this.activeValue();
      if (chosen === undefined) return 'ignored';
      this.close();
      return { chosen };
    }
    if (key === 'Escape' && this.view.getSnapshot().status !== 'closed') {
      this.close();
      return 'handled';
    }
    return 'ignored';
  }

  close(): void {
    this.#latest++;
    this.#cancelTimer();
    this.view.set(CLOSED);
  }

  #cancelTimer(): void {
    if (this.#timer !== undefined) this.#timers.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
