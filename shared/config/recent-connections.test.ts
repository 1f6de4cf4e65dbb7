import { describe, expect, it } from 'vitest';
import type { HttpTarget } from '../http/http-target.ts';
import type { StdioTarget } from '../session/connect-target.ts';
import {
  RECENT_LIMIT,
  forgetConnection,
  readRecentConnections,
  rememberConnection,
  stripSecrets,
} from './recent-connections.ts';

const stdio: StdioTarget = {
  kind: 'stdio',
  command: 'npx',
  args: ['-y', '@modelcontextprotocol/server-github', '--token', 'plain-text', '--port', '3000'],
  env: {
    GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
    OPENAI: 'sk-proj-abcdefghijklmnopqrstuvwx',
    LOG_LEVEL: 'debug',
  },
};
const remote: HttpTarget = {
  kind: 'http',
  url: 'https://mcp.example.com/mcp?api_key=abc123&team=blue',
  transport: 'streamable-http',
  route: 'relay',
  headers: [
    { name: 'Authorization', value: 'Bearer eyJhbGciOi.eyJzdWIiOi.c2ln' },
    { name: 'Cookie', value: 'session=1' },
    { name: 'X-Team', value: 'blue' },
  ],
  bearer: 'tok-1',
  oauth: { clientId: 'inspector', clientSecret: 's3cret', scope: 'mcp' },
};

describe('stripSecrets', () => {
  it('empties env values whose names or values look secret, and arguments after secret flags', () => {
    const { target, withheld } = stripSecrets(stdio);
    expect(target).toEqual({
      ...stdio,
      args: ['-y', '@modelcontextprotocol/server-github', '--token', '', '--port', '3000'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: '', OPENAI: '', LOG_LEVEL: 'debug' },
    });
    expect(withheld).toEqual(['env GITHUB_PERSONAL_ACCESS_TOKEN', 'env OPENAI', 'argument 4']);
  });

  it('drops the bearer token and the OAuth client secret, empties secret headers and query parameters', () => {
    const { target, withheld } = stripSecrets(remote);
    expect(target).toEqual({
      kind: 'http',
      url: 'https://mcp.example.com/mcp?api_key=&team=blue',
      transport: 'streamable-http',
      route: 'relay',
      headers: [
        { name: 'Authorization', value: 'Bearer ' },
        { name: 'Cookie', value: '' },
        { name: 'X-Team', value: 'blue' },
      ],
      oauth: { clientId: 'inspector', scope: 'mcp' },
    });
    expect(JSON.stringify(target)).not.toMatch(/tok-1|s3cret|abc123|eyJ|session=1/);
    expect(withheld).toEqual([
      'header Authorization',
      'header Cookie',
      'url query api_key',
      'OAuth client secret',
      'bearer token',
    ]);
  });
});

describe('the recent list', () => {
  it('puts the newest first, remembers each server once, and keeps a name given before', () => {
    let list = rememberConnection([], { target: stdio, revision: 'auto', name: 'github' }, 1);
    list = rememberConnection(list, { target: remote, revision: '2025-06-18' }, 2);
    list = rememberConnection(
      list,
      {
        target: { ...stdio, env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_another0123456789abcdefghijklmnop' } },
        revision: 'auto',
      },
      3,
    );
    expect(list.map((item) => [item.name, item.at, item.target.kind])).toEqual([
      ['github', 3, 'stdio'],
      [undefined, 2, 'http'],
    ]);
  });

  it('stores no secret', () => {
    const list = rememberConnection(
      rememberConnection([], { target: stdio, revision: 'auto' }, 1),
      { target: remote, revision: 'auto' },
      2,
    );
    expect(JSON.stringify(list)).not.toMatch(/ghp_|sk-proj|tok-1|s3cret|abc123|eyJ|session=1|plain-text/);
  });

  it(`keeps at most ${RECENT_LIMIT}`, () => {
    let list = rememberConnection([], { target: stdio, revision: 'auto' }, 0);
    for (let n = 1; n <= RECENT_LIMIT + 2; n++)
      list = rememberConnection(list, { target: { ...stdio, args: [`server-${n}.js`] }, revision: 'auto' }, n);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]?.target).toMatchObject({ args: [`server-${RECENT_LIMIT + 2}.js`] });
  });

  it('forgets one', () => {
    const list = rememberConnection(
      rememberConnection([], { target: stdio, revision: 'auto' }, 1),
      { target: remote, revision: 'auto' },
      2,
    );
    expect(forgetConnection(list, list[0]!.key).map((item) => item.target.kind)).toEqual(['stdio']);
  });

  it('reads back what it stored, and strips secrets from anything stored with them', () => {
    const list = rememberConnection([], { target: remote, revision: '2025-03-26', name: 'remote' }, 5);
    expect(readRecentConnections(JSON.stringify(list))).toEqual(list);
    const planted = [
      { target: { ...stdio, kind: 'stdio' }, revision: 'nope', at: 'x' },
      { target: { kind: 'http', url: 7 } },
      null,
    ];
    const read = readRecentConnections(JSON.stringify(planted));
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({
      revision: 'auto',
      at: 0,
      target: { env: { GITHUB_PERSONAL_ACCESS_TOKEN: '', LOG_LEVEL: 'debug' } },
    });
    expect(readRecentConnections('{not json')).toEqual([]);
    expect(readRecentConnections(null)).toEqual([]);
  });
});
