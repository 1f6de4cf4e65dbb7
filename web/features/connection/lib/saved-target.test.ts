import { describe, expect, it } from 'vitest';
import { defaultTarget, loadSavedConnection, saveConnection } from './saved-target.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('saved connection', () => {
  it('round-trips the target and revision', () => {
    const storage = memoryStorage();
    const saved = {
      target: { kind: 'stdio' as const, command: 'uv', args: ['run', 'server'], env: { A: '1' }, cwd: '/tmp' },
      revision: '2025-06-18' as const,
    };
    saveConnection(saved, storage);
    expect(loadSavedConnection(storage)).toEqual(saved);
  });

  it('keeps the choice to inherit the environment, and reads anything but true as no', () => {
    const storage = memoryStorage();
    const saved = {
      target: { kind: 'stdio' as const, command: 'node', args: ['server.js'], env: {}, inheritEnv: true },
      revision: 'auto' as const,
    };
    saveConnection(saved, storage);
    expect(loadSavedConnection(storage)).toEqual(saved);
    storage.setItem(
      'mcp-loupe.connection',
      JSON.stringify({ target: { command: 'node', args: [], inheritEnv: 'yes' } }),
    );
    expect(loadSavedConnection(storage)?.target).toEqual({ kind: 'stdio', command: 'node', args: [], env: {} });
  });

  it('keeps the framing chosen, and reads an unknown one as auto', () => {
    const storage = memoryStorage();
    const saved = {
      target: {
        kind: 'stdio' as const,
        command: 'node',
        args: ['lsp-style.js'],
        env: {},
        framing: 'content-length' as const,
      },
      revision: 'auto' as const,
    };
    saveConnection(saved, storage);
    expect(loadSavedConnection(storage)).toEqual(saved);
    storage.setItem(
      'mcp-loupe.connection',
      JSON.stringify({ target: { command: 'node', args: [], framing: 'smoke-signals' } }),
    );
    expect(loadSavedConnection(storage)?.target).toEqual({ kind: 'stdio', command: 'node', args: [], env: {} });
  });

  it('ignores missing or damaged data', () => {
    const storage = memoryStorage();
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem('mcp-loupe.connection', '{not json');
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem('mcp-loupe.connection', JSON.stringify({ target: { command: 3 } }));
    expect(loadSavedConnection(storage)).toBeUndefined();
    storage.setItem(
      'mcp-loupe.connection',
      JSON.stringify({ target: { command: 'x', args: ['a', 5] }, revision: 'nope' }),
    );
    expect(loadSavedConnection(storage)).toEqual({
      target: { kind: 'stdio', command: 'x', args: ['a'], env: {} },
      revision: 'auto',
    });
  });

  it('fills in what the default server leaves out', () => {
    expect(defaultTarget({ command: 'node' })).toEqual({ kind: 'stdio', command: 'node', args: [], env: {} });
  });
});

describe('a saved server behind a URL', () => {
  it('comes back with its transport, route, headers and bearer', () => {
    const storage = memoryStorage();
    const target = {
      kind: 'http' as const,
      url: 'http://127.0.0.1:3001/mcp',
      transport: 'sse' as const,
      route: 'relay' as const,
      headers: [{ name: 'Cookie', value: 'a=1' }],
      bearer: 't',
    };
    saveConnection({ target, revision: '2024-11-05' }, storage);
    expect(loadSavedConnection(storage)).toEqual({ target, revision: '2024-11-05' });
  });

  it('reads what it can of a damaged entry', () => {
    const storage = {
      getItem: () =>
        JSON.stringify({
          target: {
            kind: 'http',
            url: 'http://x/mcp',
            transport: 'carrier-pigeon',
            route: 7,
            headers: [{ name: 'A' }, { name: 'B', value: 'b' }],
          },
        }),
    };
    expect(loadSavedConnection(storage)).toEqual({
      target: {
        kind: 'http',
        url: 'http://x/mcp',
        transport: 'auto',
        route: 'auto',
        headers: [{ name: 'B', value: 'b' }],
      },
      revision: 'auto',
    });
  });
});
