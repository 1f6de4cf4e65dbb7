import type { CallTarget, Collection } from '../../shared/collection/collection.ts';
import { addCall, EMPTY_COLLECTION } from '../../shared/collection/collection-edit.ts';
import { Observable } from '../../shared/lib/observable.ts';

/** The collection the page holds: the file it came from, if any, and its calls. */
export interface CollectionDraft {
  readonly collection: Collection;
  /** The name of the file it was opened from or saved to. */
  readonly fileName?: string;
}

const key = 'mcp-loupe:collection';

function readStored(storage: Pick<Storage, 'getItem'> | undefined): CollectionDraft {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as CollectionDraft | null;
    if (stored && typeof stored.collection?.name === 'string' && Array.isArray(stored.collection.calls)) return stored;
  } catch {
    // Unreadable: start afresh.
  }
  return { collection: EMPTY_COLLECTION };
}

const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * The one collection of the page, kept in this browser across reloads:
 * every tab adds its current call here (Add to collection), and the
 * Collections tab, loaded on first use, edits, saves and runs it. No tab
 * imports another.
 */
export const collectionDraft = new Observable<CollectionDraft>(readStored(storage));

collectionDraft.subscribe(() => {
  try {
    storage?.setItem(key, JSON.stringify(collectionDraft.getSnapshot()));
  } catch {
    // Storage full or refused: the collection lasts for this page only.
  }
});

/** Adds a call to the collection; returns the name it was given, and the collection's. */
export function addToCollection(target: CallTarget, name?: string): { name: string; collection: string } {
  const draft = collectionDraft.getSnapshot();
  const collection = addCall(draft.collection, target, name);
  collectionDraft.set({ ...draft, collection });
  return { name: collection.calls.at(-1)!.name, collection: collection.name };
}
