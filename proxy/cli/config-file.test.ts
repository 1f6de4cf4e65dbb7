import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFileServer } from './config-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-config-'));
writeFileSync(
  join(dir, 'mcp.json'),
  JSON.stringify({
    inputs: [{ type: 'promptString', id: 'key', description: 'The API key', password: true }],
    servers: {
      local: {
        type: 'stdio',
        command: 'node',
        args: ['server.js'],
        env: { HOME_DIR: '${env:HOME_DIR}', KEY: '${input:key}' },
      },
      remote: { type: 'http', url: 'https://mcp.example.com/mcp' },
    },
  }),
);

describe('readConfigFileServer', () => {
  it('reads the file relative to the working directory, fills ${env:…}, and warns of what stays as written', () => {
    const read = readConfigFileServer(
      { file: 'mcp.json', server: 'local' },
      { cwd: dir, env: { HOME_DIR: '/home/me' } },
    );
    expect(read).toMatchObject({
      ok: true,
      name: 'local',
      format: 'vscode',
      target: {
        kind: 'stdio',
        command: 'node',
        args: ['server.js'],
        env: { HOME_DIR: '/home/me', KEY: '${input:key}' },
      },
    });
    expect(read.ok && read.findings).toEqual([
      expect.objectContaining({
        rule: 'config-placeholder-unfilled',
        cause: 'person',
        message: '${input:key} in env KEY is not filled in: it is passed as written (The API key)',
      }),
    ]);
  });

  it('says which file and what is wrong', () => {
    expect(readConfigFileServer({ file: 'missing.json', server: 'x' }, { cwd: dir, env: {} })).toEqual({
      ok: false,
      error: '--config "missing.json": no such file',
    });
    expect(readConfigFileServer({ file: 'mcp.json' }, { cwd: dir, env: {} })).toEqual({
      ok: false,
      error: '--config "mcp.json": The file holds 2 servers ("local", "remote"): choose one with --server NAME',
    });
    expect(readConfigFileServer({ file: join(dir, 'mcp.json'), server: 'nope' }, { cwd: '/', env: {} })).toMatchObject({
      ok: false,
      error: expect.stringContaining('No server named "nope"'),
    });
  });
});
