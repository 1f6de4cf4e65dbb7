import { describe, expect, it } from 'vitest';
import { createSavedCalls } from '../../shared/call-history/saved-calls.ts';
import { followOtherTabs, localSavedCallsStorage } from './saved-calls-storage.ts';

function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('localSavedCallsStorage', () => {
  it('writes JSON under one key and reads it back', () => {
    const storage = fakeStorage();
    createSavedCalls(localSavedCallsStorage(storage)).save('everything', 'echo', 'hi', { message: 'hi' });
    expect(JSON.parse(storage.items.get('mcp-loupe:saved-calls') ?? '')).toMatchObject({
      version: 1,
      calls: [{ server: 'everything', tool: 'echo', name: 'hi' }],
    });
    expect(createSavedCalls(localSavedCallsStorage(storage)).list('everything', 'echo')[0]?.args).toEqual({
      message: 'hi',
    });
  });

  it('starts empty from text that is not JSON, and survives a storage that refuses', () => {
    const saved = createSavedCalls(localSavedCallsStorage(fakeStorage({ 'mcp-loupe:saved-calls': '{nope' })));
    expect(saved.list('s', 't')).toEqual([]);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const inMemory = createSavedCalls(localSavedCallsStorage(refusing));
    inMemory.save('s', 't', 'kept', {});
    expect(inMemory.list('s', 't').map((call) => call.name)).toEqual(['kept']);
  });
});

describe('followOtherTabs', () => {
  it('reloads when another tab writes the key', () => {
    const storage = fakeStorage();
    const saved = createSavedCalls(localSavedCallsStorage(storage));
    const target = new EventTarget();
    const stop = followOtherTabs(saved, target as unknown as Window);
    createSavedCalls(localSavedCallsStorage(storage)).save('s', 'echo', 'other tab', {});
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'mcp-loupe:saved-calls' }));
    expect(saved.list('s', 'echo').map((call) => call.name)).toEqual(['other tab']);
    stop();
  });
});
