import { describe, expect, it } from 'vitest';
import { httpServerOptions, requestOptions, serverOptions } from './cli-replay.ts';

describe('requestOptions', () => {
  it('sends a tools/call by name and arguments, the page’s progress token left to the CLI', () => {
    const frame = JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'where', arguments: { a: 1 }, _meta: { progressToken: 2 } },
    });
    expect(requestOptions(frame)).toEqual(['--method', 'tools/call', '--tool', 'where', '--args', '{"a":1}']);
  });

  it('sends any other frame raw, as written: other methods, other _meta, text that is not JSON', () => {
    for (const frame of [
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'where', _meta: { trace: 'x' } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'prompts/get', params: { name: 'p' } }),
      '{not json',
    ])
      expect(requestOptions(frame)).toEqual(['--method', 'raw', '--json', frame]);
  });
});

describe('secrets in the server options (judged as Copy as config and the CLI’s warnings judge them)', () => {
  const openai = 'sk-proj-abcdefghijklmnopqrstuv';
  const apiKey = 'sk-abcdefghijklmnopqrstuvwxyz';

  it('passes secret variables by name, by their name or their value, and leaves secret arguments to shell variables', () => {
    const target = {
      kind: 'stdio' as const,
      command: 'srv',
      args: ['--api-key', apiKey, '--port', '3000'],
      env: { DB_PASS: 'hunter2', GH_AUTH: 'ghp_x', OPENAI: openai, DEBUG: '1' },
    };
    expect(serverOptions(target, false)).toEqual([
      '-e',
      { exported: 'DB_PASS' },
      '-e',
      { exported: 'GH_AUTH' },
      '-e',
      { exported: 'OPENAI' },
      '-e',
      'DEBUG=1',
      '--',
      'srv',
      '--api-key',
      { prefix: '', variable: 'API_KEY' },
      '--port',
      '3000',
    ]);
    expect(serverOptions(target, true)).toEqual([
      '-e',
      'DB_PASS=hunter2',
      '-e',
      'GH_AUTH=ghp_x',
      '-e',
      `OPENAI=${openai}`,
      '-e',
      'DEBUG=1',
      '--',
      'srv',
      '--api-key',
      apiKey,
      '--port',
      '3000',
    ]);
  });

  it('gives an argument’s variable a name of its own when a variable has it already', () => {
    const target = {
      kind: 'stdio' as const,
      command: 'srv',
      args: ['--token=abc', '--api-key', 'other'],
      env: { TOKEN: 'xyz', API_KEY: 'k' },
    };
    expect(serverOptions(target, false).slice(-3)).toEqual([
      { prefix: '--token=', variable: 'TOKEN_2' },
      '--api-key',
      { prefix: '', variable: 'API_KEY_2' },
    ]);
  });

  it('sends a header secret by its name (X-Auth) or its value on standard input', () => {
    expect(
      httpServerOptions(
        'https://example.com/mcp',
        [
          ['X-Auth', 'v'],
          ['X-Team', `Bearer ${openai}`],
          ['X-Trace', 'blue'],
        ],
        false,
      ),
    ).toEqual([
      '--transport',
      'http',
      { stdinLine: { prefix: 'X-Auth: ', variable: 'X-Auth' } },
      { stdinLine: { prefix: 'X-Team: ', variable: 'X-Team' } },
      '--header',
      'X-Trace: blue',
      'https://example.com/mcp',
    ]);
  });
});
