import { describe, expect, it, vi } from 'vitest';
import { createSavedCalls, readStoredCalls, type SavedCallsStorage } from './saved-calls.ts';

function memoryStorage(initial?: unknown): SavedCallsStorage & { value: unknown } {
  const storage = {
    value: initial,
    read: () => storage.value,
    write: (value: unknown) => {
      storage.value = JSON.parse(JSON.stringify(value));
    },
  };
  return storage;
}

describe('createSavedCalls', () => {
  it('saves named arguments per server and tool, and persists them', () => {
    const storage = memoryStorage();
    const saved = createSavedCalls(storage, () => 42);
    saved.save('everything', 'echo', ' greeting ', { message: 'hi' });
    saved.save('everything', 'get-sum', 'small', { a: 1, b: 2 });
    saved.save('other-server', 'echo', 'elsewhere', { message: 'x' });
    expect(saved.list('everything', 'echo')).toEqual([{ name: 'greeting', args: { message: 'hi' }, savedAt: 42 }]);
    expect(saved.list('other-server', 'echo').map((call) => call.name)).toEqual(['elsewhere']);
    // A new page reads them back.
    const again = createSavedCalls(memoryStorage(storage.value));
    expect(again.list('everything', 'get-sum')).toEqual([{ name: 'small', args: { a: 1, b: 2 }, savedAt: 42 }]);
  });

  it('replaces a call saved under the same name, lists by name, and deletes', () => {
    const saved = createSavedCalls(memoryStorage());
    saved.save('s', 'echo', 'b', { message: '1' });
    saved.save('s', 'echo', 'a', { message: '2' });
    saved.save('s', 'echo', 'b', { message: '3' });
    expect(saved.list('s', 'echo').map((call) => [call.name, call.args['message']])).toEqual([
      ['a', '2'],
      ['b', '3'],
    ]);
    saved.remove('s', 'echo', 'a');
    expect(saved.list('s', 'echo').map((call) => call.name)).toEqual(['b']);
  });

  it('refuses a blank name', () => {
    const storage = memoryStorage();
    expect(createSavedCalls(storage).save('s', 't', '  ', {})).toBeUndefined();
    expect(storage.value).toBeUndefined();
  });

  it('keeps a stable list until it changes, and tells subscribers', () => {
    const saved = createSavedCalls(memoryStorage());
    const listener = vi.fn();
    saved.subscribe(listener);
    const empty = saved.list('s', 'echo');
    expect(saved.list('s', 'echo')).toBe(empty);
    saved.save('s', 'echo', 'one', {});
    const one = saved.list('s', 'echo');
    expect(one).not.toBe(empty);
    expect(saved.list('s', 'echo')).toBe(one);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(one[0])).toBe(true);
  });

  it('reads what another tab saved on reload', () => {
    const storage = memoryStorage();
    const saved = createSavedCalls(storage);
    createSavedCalls(storage).save('s', 'echo', 'from elsewhere', { message: 'x' });
    expect(saved.list('s', 'echo')).toEqual([]);
    saved.reload();
    expect(saved.list('s', 'echo').map((call) => call.name)).toEqual(['from elsewhere']);
  });
});

describe('readStoredCalls', () => {
  it('leaves out what is not a saved call', () => {
    expect(readStoredCalls('garbage')).toEqual([]);
    expect(
      readStoredCalls({
        calls: [
          null,
          { server: 's', tool: 't', name: '', args: {} },
          { server: 's', tool: 't', name: 'n', args: [] },
          { server: 's', tool: 't', name: 'ok', args: { a: 1 } },
        ],
      }),
    ).toEqual([{ server: 's', tool: 't', name: 'ok', args: { a: 1 }, savedAt: 0 }]);
  });
});
