import { describe, expect, it } from 'vitest';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { restoreAndPersist } from './client-preferences.ts';

function storageHolding(value: unknown) {
  const items = new Map<string, string>([['mcp-loupe:client', JSON.stringify(value)]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, text: string) => void items.set(key, text),
    items,
  };
}

const newSession = () => new McpSession({ log: new WireLog(() => {}), bridgeUrl: 'ws://127.0.0.1:1/bridge' });

describe('restoreAndPersist', () => {
  it("follows the server's working directory unless roots were set by hand (an older page's stored empty list was never chosen)", () => {
    const session = newSession();
    restoreAndPersist(session, storageHolding({ roots: [] }));
    expect(session.clientSide.rootsSource.getSnapshot()).toBe('working-directory');
  });

  it('brings back roots set by hand, and keeps where they came from', () => {
    const session = newSession();
    const storage = storageHolding({ roots: [{ uri: 'file:///mine', name: 'Mine' }], rootsSource: 'list' });
    restoreAndPersist(session, storage);
    expect(session.clientSide.rootsSource.getSnapshot()).toBe('list');
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///mine', name: 'Mine' }]);
    session.clientSide.rootsSource.set('working-directory');
    expect(JSON.parse(storage.items.get('mcp-loupe:client')!)).toMatchObject({ rootsSource: 'working-directory' });
  });
});
