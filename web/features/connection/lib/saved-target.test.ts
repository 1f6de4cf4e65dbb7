import { describe, expect, it } from 'vitest';
import { defaultTarget, loadSavedConnection, saveConnection } from './saved-target.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('saved connection', () => {
  it('round-trips the target and revision', () => {
    const storage = memoryStorage();
    const saved = { target: { kind: 'stdio' as const, command: 'uv', args: ['run', 'server'], env: { A: '1' }, cwd: '/tmp' }, revision: '2025-06-18' as const };
    saveConnection(saved, storage);
    expect(loadSavedConnection(storage)).toEqual(saved);
  });

  it('ignores missing or damaged data', () => {
    const storage = memoryStorage();
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem('mcp-loupe.connection', '{not json');
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem('mcp-loupe.connection', JSON.stringify({ target: { command: 3 } }));
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem('mcp-loupe.connection', JSON.stringify({ target: { command: 'x', args: ['a', 5] }, revision: 'nope' }));
    expect(loadSavedConnection(storage)).toEqual({ target: { kind: 'stdio', command: 'x', args: ['a'], env: {} }, revision: 'auto' });
  });

  it('fills in what the default server leaves out', () => {
    expect(defaultTarget({ command: 'node' })).toEqual({ kind: 'stdio', command: 'node', args: [], env: {} });
  });
});
