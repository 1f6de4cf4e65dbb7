import { Observable } from '../lib/observable.ts';
import type { ConversationEntry, ConversationState } from './conversation-entry.ts';

/**
 * A conversation's state as an observable of frozen snapshots: entries are
 * appended, and an entry that changes is replaced by a frozen copy at its
 * place, so a reader's snapshot never changes under it.
 */
export class ConversationStore {
  readonly state: Observable<ConversationState>;
  /** Where each entry is in the list, so a streamed step is found at once however long the conversation. */
  readonly #index = new Map<string, number>();

  constructor(initial: Omit<ConversationState, 'entries'>) {
    this.state = new Observable<ConversationState>(Object.freeze({ ...initial, entries: Object.freeze([]) }));
  }

  get snapshot(): ConversationState {
    return this.state.getSnapshot();
  }

  entry(id: string): ConversationEntry | undefined {
    const at = this.#index.get(id);
    return at === undefined ? undefined : this.snapshot.entries[at];
  }

  /** Replaces an entry with a changed, frozen copy; returns the copy. */
  replace<T extends ConversationEntry>(entry: T, change: Partial<T>): T {
    const next = Object.freeze({ ...entry, ...change }) as T;
    const at = this.#index.get(entry.id);
    if (at === undefined) return next;
    const snapshot = this.snapshot;
    const entries = [...snapshot.entries];
    entries[at] = next;
    this.state.set(Object.freeze({ ...snapshot, entries: Object.freeze(entries) }));
    return next;
  }

  /** Changes the state's other fields, and appends entries (frozen) when given. */
  update(change: Partial<Omit<ConversationState, 'entries'>>, added: readonly ConversationEntry[] = []): void {
    const snapshot = this.snapshot;
    let entries = snapshot.entries;
    if (added.length) {
      for (const [offset, entry] of added.entries()) this.#index.set(entry.id, entries.length + offset);
      entries = Object.freeze([...entries, ...added.map((entry) => Object.freeze(entry))]);
    }
    this.state.set(Object.freeze({ ...snapshot, ...change, entries }));
  }
}
