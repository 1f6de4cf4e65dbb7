import { describe, expect, it } from 'vitest';
import { rememberConnection } from '../../shared/config/recent-connections.ts';
import { serverId } from '../../shared/config/server-id.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import { openingServer } from './opening-server.ts';

const start: ConnectTarget = { kind: 'stdio', command: 'node', args: ['everything.js'], env: {} };
const other: ConnectTarget = { kind: 'stdio', command: 'node', args: ['memory.js'], env: { API_KEY: 'sk-secret' } };
const recents = rememberConnection([], { target: other, revision: '2025-06-18', name: 'memory' }, 1);

describe('openingServer', () => {
  it('says nothing when the link names no server, or the one the page starts with', () => {
    expect(openingServer({ hash: '#tab=tools', start, recents })).toEqual({});
    expect(openingServer({ hash: `#tab=tools&server=${serverId(start)}`, start, recents })).toEqual({});
  });

  it('finds a server this browser connected to before, without its secrets', () => {
    const opening = openingServer({
      hash: `#tab=log&server=${serverId(other)}`,
      start,
      recents,
    });
    expect(opening.recent?.name).toBe('memory');
    expect(opening.recent?.target).toMatchObject({ args: ['memory.js'], env: { API_KEY: '' } });
    expect(opening.note).toEqual({
      source: "the link's server, as this browser remembers it",
      stdio: true,
      placeholders: [],
      withheld: ['env API_KEY'],
    });
  });

  it('tells an unknown id apart, and ignores what is no id of ours', () => {
    expect(openingServer({ hash: '#server=0123456789ab', start, recents })).toEqual({
      id: '0123456789ab',
    });
    expect(openingServer({ hash: '#server=node%20evil.js', start, recents })).toEqual({});
  });
});
