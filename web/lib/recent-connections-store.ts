import {
  forgetConnection,
  readRecentConnections,
  rememberConnection,
  type RecentConnection,
} from '../../shared/config/recent-connections.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import type { RevisionChoice } from '../../shared/protocol/revisions.ts';

const storageKey = 'mcp-loupe.recent-connections';

export interface RecentStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly RecentConnection[];
  remember(connection: { target: ConnectTarget; revision: RevisionChoice; name?: string | undefined }): void;
  forget(key: string): void;
}

/**
 * The servers connected to lately, kept in the browser across tabs and
 * restarts (localStorage), without their secrets. Another tab's changes
 * arrive through the storage event.
 */
/** Where another tab's changes to storage are heard: the window. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export function createRecentStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
  events: StorageEvents | undefined = globalThis.window,
): RecentStore {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return readRecentConnections(storage.getItem(storageKey));
    } catch {
      return [];
    }
  };
  let snapshot: readonly RecentConnection[] = read();
  const publish = (next: readonly RecentConnection[]) => {
    snapshot = next;
    try {
      storage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or refused: the list lives for this page only.
    }
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    snapshot = read();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: () => snapshot,
    remember: (connection) => publish(rememberConnection(snapshot, connection, now())),
    forget: (key) => publish(forgetConnection(snapshot, key)),
  };
}

let browserStore: RecentStore | undefined;

/** The page's one store over localStorage, made when first asked for. */
export function recentConnections(): RecentStore {
  browserStore ??= createRecentStore(safeLocalStorage());
  return browserStore;
}

function safeLocalStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    const items = new Map<string, string>();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
  }
}
