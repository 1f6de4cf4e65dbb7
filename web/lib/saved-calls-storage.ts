import type { SavedCalls, SavedCallsStorage } from '../../shared/call-history/saved-calls.ts';

const key = 'mcp-loupe:saved-calls';

/** Saved calls in this browser's localStorage, shared by its tabs and kept across reloads. */
export function localSavedCallsStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): SavedCallsStorage {
  return {
    read() {
      try {
        return JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or refused: the calls last for this page only.
      }
    },
  };
}

/** Reads the saved calls again when another tab changes them. Returns the unsubscribe. */
export function followOtherTabs(
  saved: SavedCalls,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) saved.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
