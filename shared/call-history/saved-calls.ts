/** Named tool arguments the person saved, to load or run again later; kept per server and tool. */
export interface SavedCall {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** When it was saved (ms since the epoch). */
  readonly savedAt: number;
}

/** Where saved calls persist (the browser's localStorage, in the page). */
export interface SavedCallsStorage {
  read(): unknown;
  write(value: unknown): void;
}

export interface SavedCalls {
  /** A server's saved calls of one tool, by name; the same array until they change. */
  list(server: string, tool: string): readonly SavedCall[];
  /** Saves the arguments under a name; a call of the same name is replaced. Returns undefined for a blank name. */
  save(server: string, tool: string, name: string, args: Record<string, unknown>): SavedCall | undefined;
  remove(server: string, tool: string, name: string): void;
  /** Reads the storage again (another tab saved). */
  reload(): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

interface StoredCall extends SavedCall {
  readonly server: string;
  readonly tool: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What storage holds, read leniently: an entry that is not a saved call is left out. */
export function readStoredCalls(value: unknown): StoredCall[] {
  const calls = isRecord(value) && Array.isArray(value['calls']) ? value['calls'] : [];
  return calls.flatMap((call: unknown): StoredCall[] => {
    if (!isRecord(call)) return [];
    const { server, tool, name, args, savedAt } = call;
    if (
      typeof server !== 'string' ||
      typeof tool !== 'string' ||
      typeof name !== 'string' ||
      !name.trim() ||
      !isRecord(args)
    )
      return [];
    return [
      Object.freeze({
        server,
        tool,
        name,
        args: Object.freeze(args),
        savedAt: typeof savedAt === 'number' ? savedAt : 0,
      }),
    ];
  });
}

const keyOf = (server: string, tool: string) => JSON.stringify([server, tool]);
const noCalls: readonly SavedCall[] = Object.freeze([]);

export function createSavedCalls(storage: SavedCallsStorage, now: () => number = Date.now): SavedCalls {
  let calls = readStoredCalls(storage.read());
  let lists = new Map<string, readonly SavedCall[]>();
  const listeners = new Set<() => void>();

  const changed = (next: StoredCall[], persist: boolean) => {
    calls = next;
    lists = new Map();
    if (persist) storage.write({ version: 1, calls });
    for (const listener of listeners) listener();
  };

  return {
    list(server, tool) {
      const key = keyOf(server, tool);
      let list = lists.get(key);
      if (!list) {
        const mine = calls.filter((call) => call.server === server && call.tool === tool);
        list = mine.length
          ? Object.freeze(
              mine
                .map(({ name, args, savedAt }) => Object.freeze({ name, args, savedAt }))
                .sort((a, b) => a.name.localeCompare(b.name)),
            )
          : noCalls;
        lists.set(key, list);
      }
      return list;
    },
    save(server, tool, name, args) {
      const trimmed = name.trim();
      if (!trimmed) return undefined;
      const call: StoredCall = Object.freeze({
        server,
        tool,
        name: trimmed,
        args: Object.freeze({ ...args }),
        savedAt: now(),
      });
      changed(
        [...calls.filter((other) => !(other.server === server && other.tool === tool && other.name === trimmed)), call],
        true,
      );
      return { name: call.name, args: call.args, savedAt: call.savedAt };
    },
    remove(server, tool, name) {
      const next = calls.filter((call) => !(call.server === server && call.tool === tool && call.name === name));
      if (next.length !== calls.length) changed(next, true);
    },
    reload() {
      changed(readStoredCalls(storage.read()), false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
