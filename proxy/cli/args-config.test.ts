import { describe, expect, it } from 'vitest';
import { ArgsError, parseCliArgs, usage } from './args.ts';

describe('parseCliArgs: --config FILE --server NAME', () => {
  it('reads the file and the server, in either order and both forms', () => {
    expect(parseCliArgs(['--config', 'mcp.json', '--server', 'github']).config).toEqual({
      file: 'mcp.json',
      server: 'github',
    });
    expect(parseCliArgs(['--server=github', '--config=mcp.json']).config).toEqual({
      file: 'mcp.json',
      server: 'github',
    });
    expect(parseCliArgs(['--config', 'server.json', '-e', 'A=1', '--cwd', 'srv'])).toMatchObject({
      config: { file: 'server.json' },
      env: { A: '1' },
      cwd: 'srv',
    });
  });

  it('refuses --server without --config, an empty file name, and a second server beside it', () => {
    expect(() => parseCliArgs(['--server', 'github'])).toThrow(
      new ArgsError('--server needs --config FILE: it names a server in that file'),
    );
    expect(() => parseCliArgs(['--config='])).toThrow(new ArgsError('--config needs a file'));
    expect(() => parseCliArgs(['--config', 'mcp.json', 'node', 'server.js'])).toThrow(
      new ArgsError('choose one: --config for a server from a file, or a command'),
    );
    expect(() => parseCliArgs(['--config', 'mcp.json', '--url', 'https://x.example/mcp'])).toThrow(
      new ArgsError('choose one: --config for a server from a file, or --url'),
    );
  });

  it('is in the usage', () => {
    expect(usage).toContain('mcp-loupe [options] --config FILE [--server NAME]');
    expect(usage).toContain('--server NAME');
  });
});
