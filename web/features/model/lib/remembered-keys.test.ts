import { describe, expect, it } from 'vitest';
import { forgetKey, isRemembered, rememberedKey, rememberKey } from './remembered-keys.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('remembered keys', () => {
  it('gives a key back only for the origin it was given for, and forgets it whole', () => {
    const storage = memoryStorage();
    expect(isRemembered('model-1', storage)).toBe(false);
    rememberKey('model-1', 'https://api.openai.com/v1', 'sk-1', storage);
    expect(rememberedKey('model-1', 'https://api.openai.com/v2', storage)).toBe('sk-1');
    expect(rememberedKey('model-1', 'http://evil.example/v1', storage)).toBeUndefined();
    forgetKey('model-1', storage);
    expect(storage.items.size).toBe(0);
  });
});
