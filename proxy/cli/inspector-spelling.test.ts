import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { ArgsError } from './arg-values.ts';
import { parseCliModeArgs } from './cli-args.ts';
import { EXIT } from './exit-codes.ts';
import { isPair, ownSpelling } from './inspector-spelling.ts';

// Commands written for the official MCP Inspector's `--cli` (its cli README),
// read by mcp-loupe as its own spelling of the same request.
const SERVER_URL = 'https://example.com/mcp';
const parse = (...argv: string[]) => parseCliModeArgs(argv);
const fails = (argv: string[], message: string) => {
  expect(() => parseCliModeArgs(argv)).toThrow(ArgsError);
  expect(() => parseCliModeArgs(argv)).toThrow(message);
};

describe("the official inspector's option names", () => {
  it('reads --tool-name and --tool-arg as --tool and --arg, values as JSON where they parse', () => {
    const official = parse(
      'node',
      'server.js',
      '--method',
      'tools/call',
      '--tool-name',
      'echo',
      '--tool-arg',
      'message=hi',
      '--tool-arg',
      'count=2',
      '--tool-arg',
      'flags={"a":[1]}',
      '--tool-arg',
      'quoted="2"',
    );
    const own = parse(
      '--method',
      'tools/call',
      '--tool',
      'echo',
      '--arg',
      'message=hi',
      '--arg',
      'count=2',
      '--arg',
      'flags={"a":[1]}',
      '--arg',
      'quoted="2"',
      '--',
      'node',
      'server.js',
    );
    expect(official).toEqual(own);
    expect(official.request).toEqual({
      tool: 'echo',
      toolArguments: { message: 'hi', count: 2, flags: { a: [1] }, quoted: '2' },
    });
  });

  it('takes several pairs after one --tool-arg or --prompt-args, up to the next word that is no pair', () => {
    expect(
      parse('--method', 'tools/call', '--tool-name', 'add', '--tool-arg', 'a=1', 'b=true', 'node', 'server.js').request
        .toolArguments,
    ).toEqual({ a: 1, b: true });
    // A URL's query has an "=", but it is the server, not a pair.
    expect(
      parse('--method', 'tools/call', '--tool-name', 'add', '--tool-arg', 'a=1', 'https://example.com/mcp?x=1'),
    ).toMatchObject({ request: { toolArguments: { a: 1 } }, target: { url: 'https://example.com/mcp?x=1' } });
    // Inline, the flag takes its one value, as the official one does.
    expect(parse('--method', 'tools/call', '--tool-name=add', '--tool-arg=a=1', '--', 'srv').request).toEqual({
      tool: 'add',
      toolArguments: { a: 1 },
    });
  });

  it('reads --prompt-name and --prompt-args as --prompt and --arg, values kept as text (prompt arguments are strings)', () => {
    expect(
      parse(
        '--method',
        'prompts/get',
        '--prompt-name',
        'args-prompt',
        '--prompt-args',
        'city=Paris',
        'n=42',
        SERVER_URL,
      ).request,
    ).toEqual({ prompt: 'args-prompt', promptArguments: { city: 'Paris', n: '42' } });
  });

  it('reads --log-level as --level, and --transport stdio as what a command already is', () => {
    expect(parse('--method', 'logging/setLevel', '--log-level', 'debug', SERVER_URL).request).toEqual({
      level: 'debug',
    });
    expect(parse('--transport', 'stdio', 'node', 'server.js').target).toMatchObject({
      kind: 'stdio',
      command: 'node',
      args: ['server.js'],
    });
    expect(parse('--transport', 'http', SERVER_URL).target).toMatchObject({ transport: 'streamable-http' });
    fails(['--transport', 'stdio', SERVER_URL], '--transport stdio goes with a server command, not with a URL');
  });

  it('names an alias as written, with our spelling beside it, in its errors', () => {
    fails(['--method', 'tools/call', '--tool-name', 'a', '--tool', 'b', SERVER_URL], '--tool was given twice');
    fails(
      ['--method', 'tools/call', '--tool', 'b', '--tool-name', 'a', SERVER_URL],
      '--tool-name (--tool) was given twice',
    );
    fails(['--method', 'tools/call', SERVER_URL, '--tool-name'], '--tool-name (--tool) needs a value');
    fails(['--method', 'tools/call', '--tool-name', '', SERVER_URL], '--tool-name (--tool) needs a value');
  });

  it('knows which words are pairs', () => {
    expect(ownSpelling('--tool-name')).toBe('--tool');
    expect(ownSpelling('--tool')).toBe('--tool');
    expect(ownSpelling('__proto__')).toBe('__proto__');
    expect([
      isPair('a=1'),
      isPair('a='),
      isPair('=1'),
      isPair('--x=1'),
      isPair('node'),
      isPair('http://h/?a=1'),
      isPair(undefined),
    ]).toEqual([true, true, false, false, false, false, false]);
  });
});

describe('a server command given without "--"', () => {
  it('is the command, before the options or after them', () => {
    const expected = { kind: 'stdio', command: 'node', args: ['server.js'], env: {}, inheritEnv: false };
    expect(parse('node', 'server.js', '--method', 'tools/list').target).toEqual(expected);
    expect(parse('--method', 'tools/list', 'node', 'server.js').target).toEqual(expected);
    expect(parse('check', 'node', 'server.js')).toMatchObject({ subcommand: 'check', target: expected });
  });

  it("keeps the command's own options, short ones and long ones that are not mcp-loupe's, and its URL arguments", () => {
    expect(
      parse('npx', '-y', '@scope/server', '--port', '3000', '--method', 'tools/list', '--verbose').target,
    ).toMatchObject({ command: 'npx', args: ['-y', '@scope/server', '--port', '3000', '--verbose'] });
    expect(parse('--method', 'ping', 'docker', 'run', '-i', '--rm', '-e', 'TOKEN', 'image').target).toMatchObject({
      command: 'docker',
      args: ['run', '-i', '--rm', '-e', 'TOKEN', 'image'],
      env: {},
    });
    expect(parse('npx', 'mcp-remote', SERVER_URL).target).toMatchObject({
      kind: 'stdio',
      args: ['mcp-remote', SERVER_URL],
    });
    // What follows "--" is the command's too, joined as the official inspector joins it.
    expect(parse('node', 'server.js', '--method', 'ping', '--', '--method', 'x').target).toMatchObject({
      args: ['server.js', '--method', 'x'],
    });
  });

  it('warns of a secret among its arguments, as after "--"', () => {
    const token = `ghp_${'a'.repeat(36)}`;
    const bare = parseCliModeArgs(['node', 'server.js', '--token', token]).findings;
    expect(bare.length).toBeGreaterThan(0);
    expect(bare).toEqual(parseCliModeArgs(['--', 'node', 'server.js', '--token', token]).findings);
  });

  it('is one server: not with a URL or a command after "--"', () => {
    fails([SERVER_URL, 'node', 'server.js'], 'choose one server: a URL or the command "node server.js"');
    fails(['--config', 'c.json', 'node'], 'choose one server: the command "node" or --config');
  });
});

// The real command, a process of its own, against server-everything over stdio, spelled as for the official inspector.
describe('mcp-loupe --cli, spelled as the official inspector spells it', () => {
  const everything = fileURLToPath(
    new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
  );
  const run = (args: string[]) => runMcpLoupe(['--cli', ...args]);

  it('calls a tool with --tool-name and --tool-arg, the command first and without "--"', {
    timeout: 60_000,
  }, async () => {
    const echo = await run([
      process.execPath,
      everything,
      'stdio',
      '--method',
      'tools/call',
      '--tool-name',
      'get-sum',
      '--tool-arg',
      'a=2',
      'b=40',
    ]);
    expect(echo.code, echo.stderr).toBe(EXIT.ok);
    const answer = JSON.parse(echo.stdout);
    // get-sum takes numbers only: "2" and "40" as text would be refused with -32602.
    expect(answer.result.content).toEqual([{ type: 'text', text: 'The sum of 2 and 40 is 42.' }]);
  });
});
