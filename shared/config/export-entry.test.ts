import { describe, expect, it } from 'vitest';
import { findingMessages } from '../diagnose/finding.ts';
import type { HttpTarget } from '../http/http-target.ts';
import type { StdioTarget } from '../session/connect-target.ts';
import { CONFIG_FORMATS, type ConfigFormat } from './config-types.ts';
import { exportEntry } from './export-entry.ts';
import { importConfig } from './import-config.ts';

const stdio: StdioTarget = {
  kind: 'stdio',
  command: 'npx',
  args: ['-y', '@modelcontextprotocol/server-github@2025.4.8', '--read-only'],
  env: { GITHUB_TOKEN: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', LOG_LEVEL: 'debug' },
};
const remote: HttpTarget = {
  kind: 'http',
  url: 'https://mcp.example.com/mcp',
  transport: 'streamable-http',
  route: 'auto',
  headers: [
    { name: 'X-Team', value: 'blue' },
    { name: 'X-API-Key', value: 'k-123' },
  ],
};

const reimport = (format: ConfigFormat, target: StdioTarget | HttpTarget, revealSecrets = true) => {
  const exported = exportEntry(target, format, 'github', { revealSecrets });
  const read = importConfig(exported.text);
  return { exported, read, server: read.servers[0] };
};

describe('export, then import again', () => {
  it.each(CONFIG_FORMATS)('%s: a stdio server comes back as it went', (format) => {
    const { read, server } = reimport(format, stdio);
    // Cursor's stdio entries are Claude Desktop's, field for field.
    expect(read.format).toBe(format === 'cursor' ? 'claude-desktop' : format);
    expect(read.servers).toHaveLength(1);
    expect(server?.target).toEqual(stdio);
  });

  it.each(CONFIG_FORMATS)('%s: a Streamable HTTP server comes back with its headers', (format) => {
    const { server } = reimport(format, remote);
    // Cursor writes no transport: it finds one from the URL, as auto does.
    expect(server?.target).toEqual(format === 'cursor' ? { ...remote, transport: 'auto' } : remote);
  });

  it.each(['claude-desktop', 'vscode', 'inspector', 'server-json'] as const)(
    '%s: a legacy SSE server stays SSE',
    (format) => {
      expect(reimport(format, { ...remote, transport: 'sse' }).server?.target).toMatchObject({ transport: 'sse' });
    },
  );

  it('vscode keeps the working directory; the others say they left it out', () => {
    const withCwd = { ...stdio, cwd: '/srv/github' };
    expect(reimport('vscode', withCwd).server?.target).toEqual(withCwd);
    for (const format of ['claude-desktop', 'cursor', 'inspector', 'server-json'] as const) {
      const { exported, server } = reimport(format, withCwd);
      expect(server?.target).toEqual(stdio);
      expect(findingMessages(exported.findings)).toContainEqual(
        expect.stringContaining('working directory (/srv/github) is left out'),
      );
    }
  });

  it('cursor keeps an OAuth client; the others say they left it out', () => {
    const withOAuth: HttpTarget = {
      ...remote,
      transport: 'auto',
      oauth: { clientId: 'inspector', clientSecret: 's3cret', scope: 'mcp offline_access' },
    };
    expect(reimport('cursor', withOAuth).server?.target).toEqual(withOAuth);
    const { exported, server } = reimport('vscode', withOAuth);
    expect(server?.target).not.toHaveProperty('oauth');
    expect(findingMessages(exported.findings)).toContain(
      'The OAuth client settings are left out: this format has no place for them',
    );
  });

  it('a registry package is recognised from npx, uvx, docker run and dnx command lines', () => {
    const commands: StdioTarget[] = [
      { kind: 'stdio', command: 'uvx', args: ['mcp-server-fetch==2025.4.7', '--ignore-robots-txt'], env: {} },
      {
        kind: 'stdio',
        command: 'docker',
        args: [
          'run',
          '-i',
          '--rm',
          '-e',
          'GITHUB_TOKEN',
          '--network',
          'host',
          'ghcr.io/github/github-mcp-server:v0.9.0',
          'stdio',
        ],
        env: { GITHUB_TOKEN: 'x' },
      },
      {
        kind: 'stdio',
        command: 'dnx',
        args: ['Knapcode.SampleMcpServer@0.4.0-beta', '--yes', '--', 'mcp', 'start'],
        env: {},
      },
    ];
    for (const target of commands) expect(reimport('server-json', target).server?.target).toEqual(target);
  });
});

describe('secrets in an exported entry', () => {
  const secretRemote: HttpTarget = {
    ...remote,
    url: 'https://mcp.example.com/mcp?api_key=abc123&team=blue',
    bearer: 'tok-1',
  };

  it.each([
    ['claude-desktop', '${GITHUB_TOKEN}'],
    ['cursor', '${env:GITHUB_TOKEN}'],
    ['vscode', '${input:github-token}'],
    ['inspector', '${GITHUB_TOKEN}'],
  ] as const)('%s: an env secret becomes %s, and the import says it needs filling', (format, placeholder) => {
    const { exported, server } = reimport(format, stdio, false);
    expect(exported.text).not.toContain('ghp_');
    expect(exported.withheld).toEqual([{ variable: 'GITHUB_TOKEN', where: 'env GITHUB_TOKEN' }]);
    expect(server?.target).toMatchObject({ env: { GITHUB_TOKEN: placeholder, LOG_LEVEL: 'debug' } });
    expect(server?.placeholders).toEqual([
      expect.objectContaining({ text: placeholder, where: 'env GITHUB_TOKEN', secret: true }),
    ]);
  });

  it('vscode declares a password input for each secret', () => {
    const { exported, read } = reimport('vscode', secretRemote, false);
    expect(JSON.parse(exported.text).inputs).toEqual([
      { type: 'promptString', id: 'x-api-key', description: 'header X-API-Key of github', password: true },
      { type: 'promptString', id: 'bearer-token', description: 'header Authorization of github', password: true },
      { type: 'promptString', id: 'api-key', description: 'url query api_key of github', password: true },
    ]);
    expect(read.servers[0]?.placeholders.map((placeholder) => [placeholder.where, placeholder.description])).toEqual([
      ['url', 'url query api_key of github'],
      ['header X-API-Key', 'header X-API-Key of github'],
      ['header Authorization', 'header Authorization of github'],
    ]);
  });

  it('the bearer token is written as the Authorization header it is sent as', () => {
    expect(JSON.parse(exportEntry(secretRemote, 'cursor', 'x').text).mcpServers.x.headers.Authorization).toBe(
      'Bearer ${env:BEARER_TOKEN}',
    );
    expect(
      JSON.parse(exportEntry(secretRemote, 'cursor', 'x', { revealSecrets: true }).text).mcpServers.x.headers
        .Authorization,
    ).toBe('Bearer tok-1');
  });

  it('server.json marks secrets as required inputs without a value', () => {
    const document = JSON.parse(exportEntry(secretRemote, 'server-json', 'weather').text);
    expect(document.remotes[0].url).toBe('https://mcp.example.com/mcp?api_key={API_KEY}&team=blue');
    expect(document.remotes[0].variables).toEqual({ API_KEY: { isRequired: true, isSecret: true } });
    expect(document.remotes[0].headers).toContainEqual({ name: 'X-API-Key', isRequired: true, isSecret: true });
    expect(document.packages).toBeUndefined();
  });

  it('a token-like argument, or one after a secret flag, is withheld too', () => {
    const target: StdioTarget = {
      kind: 'stdio',
      command: 'node',
      args: ['server.js', '--api-key', 'plain', '--token=t0k', 'sk-proj-abcdefghijklmnopqrstuv', '--port', '3000'],
      env: {},
    };
    const entry = JSON.parse(exportEntry(target, 'cursor', 'x').text).mcpServers.x;
    expect(entry.args).toEqual([
      'server.js',
      '--api-key',
      '${env:API_KEY}',
      '--token=${env:TOKEN}',
      '${env:ARG_5}',
      '--port',
      '3000',
    ]);
  });

  it('a value that is already a placeholder is left as it is', () => {
    const target: StdioTarget = { ...stdio, env: { GITHUB_TOKEN: '${input:github-pat}' } };
    const exported = exportEntry(target, 'vscode', 'x');
    expect(exported.withheld).toEqual([]);
    expect(JSON.parse(exported.text).servers.x.env).toEqual({ GITHUB_TOKEN: '${input:github-pat}' });
  });
});

describe('what a format cannot hold', () => {
  it('server.json cannot describe a command that is not a published package', () => {
    const exported = exportEntry(
      { kind: 'stdio', command: 'node', args: ['build/index.js'], env: {} },
      'server-json',
      'local',
    );
    expect(exported.text).toBe('');
    expect(exported.problem).toMatch(/server.json describes a published package .* “node build\/index.js…” is neither/);
  });

  it('says the inspector’s own settings are left out', () => {
    const exported = exportEntry({ ...stdio, inheritEnv: true, framing: 'content-length' }, 'claude-desktop', 'x', {
      revealSecrets: true,
    });
    expect(findingMessages(exported.findings)).toEqual([
      '“Inherit my environment” is the inspector’s own setting: left out',
      'Framing content-length is the inspector’s own setting: left out',
    ]);
    expect(
      exportEntry({ ...remote, route: 'relay' }, 'cursor', 'x').findings.map((finding) => finding.message),
    ).toContain("The route (relay) is the inspector's own setting: left out");
  });
});
