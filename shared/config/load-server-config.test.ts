import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './load-server-config.ts';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe('loadServerConfig (--config FILE --server NAME)', () => {
  it('returns the named server as a target', () => {
    expect(loadServerConfig(sample('claude-desktop.json'), { server: 'weather' })).toEqual({
      ok: true,
      name: 'weather',
      format: 'claude-desktop',
      target: {
        kind: 'stdio',
        command: 'uv',
        args: ['--directory', '/Users/alice/projects/weather', 'run', 'weather.py'],
        env: {},
      },
      findings: [],
      placeholders: [],
    });
  });

  it('matches a name regardless of case when only one fits', () => {
    expect(loadServerConfig(sample('vscode-mcp.json'), { server: 'perplexity' })).toMatchObject({
      ok: true,
      name: 'Perplexity',
    });
  });

  it('needs no --server when the file holds one server', () => {
    expect(loadServerConfig(sample('server-npm.json'))).toMatchObject({ ok: true, name: 'Filesystem' });
  });

  it('says which servers there are when the name is missing or wrong', () => {
    expect(loadServerConfig(sample('inspector-config.json'))).toEqual({
      ok: false,
      error:
        'The file holds 4 servers ("everything", "my-sse", "my-streamable-http", "my-websocket"): choose one with --server NAME',
      servers: ['everything', 'my-sse', 'my-streamable-http', 'my-websocket'],
    });
    expect(loadServerConfig(sample('inspector-config.json'), { server: 'nope' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^No server named "nope" in the file; it holds "everything"/),
    });
  });

  it('says why a named server cannot be used, and why a file cannot be read', () => {
    expect(loadServerConfig(sample('inspector-config.json'), { server: 'my-websocket' })).toMatchObject({
      ok: false,
      error:
        'Server "my-websocket" cannot be used: Transport "ws" is not one the inspector speaks (stdio, http, streamable-http, sse)',
    });
    expect(loadServerConfig('not json', { server: 'x' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Not JSON/),
      servers: [],
    });
  });

  it('substitutes ${env:NAME} and ${NAME} from the environment given; the rest stay and are listed', () => {
    const loaded = loadServerConfig(sample('cursor-mcp.json'), {
      server: 'mcp-server',
      env: { MY_SERVICE_API_KEY: 'k-1' },
    });
    expect(loaded).toMatchObject({
      ok: true,
      target: { args: ['${workspaceFolder}/mcp-server.py'], env: { API_KEY: 'k-1' } },
    });
    expect(loaded.ok && loaded.placeholders).toEqual([{ text: '${workspaceFolder}', where: 'argument 1' }]);
    const claude = loadServerConfig(sample('claude-code.mcp.json'), {
      server: 'internal-api',
      env: { API_KEY: 'abc' },
    });
    expect(claude).toMatchObject({
      ok: true,
      target: { url: 'https://api.example.com/mcp', headers: [{ name: 'Authorization', value: 'Bearer abc' }] },
      placeholders: [],
    });
  });
});
