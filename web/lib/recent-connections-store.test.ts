import { describe, expect, it } from 'vitest';
import { createRecentStore } from './recent-connections-store.ts';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [['mcp-loupe.recent-connections', initial]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function fakeWindow() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    listeners,
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: StorageEvent) => void) => void listeners.delete(listener),
    fire: (key: string) => listeners.forEach((listener) => listener({ key } as StorageEvent)),
  };
}

const target = {
  kind: 'stdio' as const,
  command: 'node',
  args: ['server.js'],
  env: { API_KEY: 'sk-abcdefghijklmnopqrstuvwxyz' },
};

describe('the recent connections store', () => {
  it('keeps what it remembers in storage, without secrets, and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createRecentStore(storage, () => 42, undefined);
    let told = 0;
    const unsubscribe = store.subscribe(() => told++);
    store.remember({ target, revision: 'auto', name: 'mine' });
    expect(told).toBe(1);
    expect(store.getSnapshot()).toMatchObject([
      { name: 'mine', at: 42, target: { env: { API_KEY: '' } }, withheld: ['env API_KEY'] },
    ]);
    expect(storage.items.get('mcp-loupe.recent-connections')).not.toContain('sk-abc');
    expect(createRecentStore(storage, () => 0, undefined).getSnapshot()).toEqual(store.getSnapshot());
    store.forget(store.getSnapshot()[0]!.key);
    expect(store.getSnapshot()).toEqual([]);
    expect(told).toBe(2);
    unsubscribe();
  });

  it('starts empty from damaged storage, and from storage that refuses to be read', () => {
    expect(createRecentStore(memoryStorage('{oops'), Date.now, undefined).getSnapshot()).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createRecentStore(refusing, Date.now, undefined);
    expect(store.getSnapshot()).toEqual([]);
    store.remember({ target, revision: 'auto' });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('reads again when another tab changes the list, listening only while someone subscribes', () => {
    const storage = memoryStorage();
    const events = fakeWindow();
    const store = createRecentStore(storage, () => 1, events);
    const other = createRecentStore(storage, () => 2, undefined);
    let told = 0;
    const unsubscribe = store.subscribe(() => told++);
    expect(events.listeners.size).toBe(1);
    other.remember({ target, revision: 'auto' });
    events.fire('something-else');
    expect(told).toBe(0);
    events.fire('mcp-loupe.recent-connections');
    expect(told).toBe(1);
    expect(store.getSnapshot()).toMatchObject([{ at: 2 }]);
    unsubscribe();
    expect(events.listeners.size).toBe(0);
  });
});
