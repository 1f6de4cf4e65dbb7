import { describe, expect, it } from 'vitest';
import type { ConnectTarget } from '../session/connect-target.ts';
import { rememberConnection } from './recent-connections.ts';
import { isServerId, recentById, serverId } from './server-id.ts';

const everything: ConnectTarget = {
  kind: 'stdio',
  command: 'npx',
  args: ['-y', '@modelcontextprotocol/server-everything'],
  env: { GITHUB_TOKEN: 'ghp_secretsecret' },
};

describe('serverId', () => {
  it('is twelve hex digits that carry neither the command nor a secret', () => {
    const id = serverId(everything);
    expect(isServerId(id)).toBe(true);
    expect(id).not.toContain('npx');
  });

  it('is the same for the same server whatever its secrets, and differs between servers', () => {
    expect(serverId({ ...everything, env: { GITHUB_TOKEN: 'another' } })).toBe(serverId(everything));
    expect(serverId({ ...everything, args: ['server-memory'] })).not.toBe(serverId(everything));
    const remote: ConnectTarget = {
      kind: 'http',
      url: 'https://a.example/mcp',
      transport: 'auto',
      route: 'auto',
      headers: [],
    };
    expect(serverId(remote)).not.toBe(serverId({ ...remote, url: 'https://b.example/mcp' }));
  });

  it('finds the recent entry it names, and nothing for an id this browser does not know', () => {
    const list = rememberConnection([], { target: everything, revision: 'auto' }, 1);
    expect(recentById(list, serverId(everything))?.target).toMatchObject({ command: 'npx' });
    expect(recentById(list, '000000000000')).toBeUndefined();
  });
});
