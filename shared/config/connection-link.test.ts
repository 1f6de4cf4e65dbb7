import { describe, expect, it } from 'vitest';
import { formatConnectionLink, parseConnectionLink, withoutLinkParams } from './connection-link.ts';

describe('parseConnectionLink', () => {
  it('reads a stdio command, its arguments quoted like a shell, env, cwd and a name', () => {
    const search =
      '?token=abc&transport=stdio&command=node&args=server.js%20--name%20%27two%20words%27&arg=--verbose&env=LOG_LEVEL%3Ddebug&env=EMPTY%3D&cwd=%2Fsrv&server=Demo';
    expect(parseConnectionLink(search)).toEqual({
      link: {
        target: {
          kind: 'stdio',
          command: 'node',
          args: ['server.js', '--name', 'two words', '--verbose'],
          env: { LOG_LEVEL: 'debug', EMPTY: '' },
          cwd: '/srv',
        },
        name: 'Demo',
      },
    });
  });

  it('takes a command without a transport as stdio, and a url without one as auto', () => {
    expect(parseConnectionLink('?command=uvx&args=mcp-server-time').link?.target).toEqual({
      kind: 'stdio',
      command: 'uvx',
      args: ['mcp-server-time'],
      env: {},
    });
    expect(parseConnectionLink('?url=http://127.0.0.1:3001/mcp').link?.target).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:3001/mcp',
      transport: 'auto',
      route: 'auto',
      headers: [],
    });
  });

  it('reads http as Streamable HTTP, sse as legacy SSE, and a revision', () => {
    expect(parseConnectionLink('?transport=http&url=https://x.example/mcp&revision=2025-06-18').link).toEqual({
      target: { kind: 'http', url: 'https://x.example/mcp', transport: 'streamable-http', route: 'auto', headers: [] },
      revision: '2025-06-18',
    });
    expect(parseConnectionLink('?transport=SSE&url=https://x.example/sse').link?.target).toMatchObject({
      transport: 'sse',
    });
  });

  it('is nothing when the query has none of its parameters (the token alone, say)', () => {
    expect(parseConnectionLink('?token=abc')).toEqual({});
    expect(parseConnectionLink('')).toEqual({});
  });

  it('says what is wrong with a link it cannot use', () => {
    expect(parseConnectionLink('?transport=carrier-pigeon&url=x').problem).toBe(
      'The link’s transport "carrier-pigeon" is not stdio, http or sse',
    );
    expect(parseConnectionLink('?transport=stdio').problem).toBe('The link names no command to start');
    expect(parseConnectionLink('?command=node&args=%27open').problem).toBe('The link’s args: Unclosed single quote');
    expect(parseConnectionLink('?command=node&env=NOEQUALS').problem).toBe(
      'The link’s env "NOEQUALS" is not KEY=VALUE',
    );
    expect(parseConnectionLink('?transport=http').problem).toBe('The link names no url');
    expect(parseConnectionLink(`?command=node&env=${encodeURIComponent('$(touch /tmp/x)=1')}`).problem).toBe(
      'The link’s env: The environment variable name "$(touch /tmp/x)" is not a POSIX name (a letter or _, then letters, digits or _)',
    );
    expect(parseConnectionLink(`?command=node&env=${encodeURIComponent('X;touch x;Y=1')}`).problem).toMatch(
      /"X;touch x;Y" is not a POSIX name/,
    );
    expect(parseConnectionLink('?transport=http&url=javascript:alert(1)').problem).toBe(
      'The link’s url is not http: or https:',
    );
  });

  it('ignores an unknown revision rather than failing', () => {
    expect(parseConnectionLink('?command=node&revision=1999-01-01').link).not.toHaveProperty('revision');
  });
});

describe('formatConnectionLink', () => {
  it('writes what parseConnectionLink reads back', () => {
    const links = [
      {
        target: {
          kind: 'stdio' as const,
          command: '/usr/bin/node',
          args: ['my server.js', "it's", ''],
          env: { LOG_LEVEL: 'debug' },
          cwd: '/tmp/x y',
        },
        name: 'Mine',
        revision: '2025-11-25' as const,
      },
      {
        target: {
          kind: 'http' as const,
          url: 'https://x.example/mcp?team=blue',
          transport: 'streamable-http' as const,
          route: 'auto' as const,
          headers: [],
        },
      },
      {
        target: {
          kind: 'http' as const,
          url: 'https://x.example/sse',
          transport: 'sse' as const,
          route: 'auto' as const,
          headers: [],
        },
      },
    ];
    for (const link of links) expect(parseConnectionLink(formatConnectionLink(link)).link).toEqual(link);
  });

  it('writes no secrets: secret env values are left empty, headers and tokens are not written', () => {
    const query = formatConnectionLink({
      target: {
        kind: 'stdio',
        command: 'npx',
        args: [],
        env: { GITHUB_TOKEN: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', MODE: 'fast' },
      },
    });
    expect(parseConnectionLink(query).link?.target).toMatchObject({ env: { GITHUB_TOKEN: '', MODE: 'fast' } });
    const remote = formatConnectionLink({
      target: {
        kind: 'http',
        url: 'https://x.example/mcp',
        transport: 'auto',
        route: 'auto',
        headers: [{ name: 'X-API-Key', value: 'k' }],
        bearer: 'b',
      },
    });
    expect(remote).toBe('transport=auto&url=https%3A%2F%2Fx.example%2Fmcp');
  });
});

describe('withoutLinkParams', () => {
  it('keeps everything that is not the link’s', () => {
    expect(withoutLinkParams('?transport=stdio&command=node&lang=fr&arg=a')).toBe('?lang=fr');
    expect(withoutLinkParams('?command=node')).toBe('');
  });
});
