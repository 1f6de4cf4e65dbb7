import { describe, expect, it } from 'vitest';
import { ArgsError } from './arg-values.ts';
import { parseCliModeArgs } from './cli-args.ts';

const server = ['--', 'node', 'server.js'];
const parse = (argv: string[]) => parseCliModeArgs([...argv, ...server], {});

describe('mcp-loupe --cli eval: the command line', () => {
  it('reads the case file and the defaults: one run per the file, a minimum of 1, text for a person', () => {
    const options = parse(['eval', 'cases.yaml']);
    expect(options.subcommand).toBe('eval');
    expect(options.eval).toEqual({ file: 'cases.yaml', minPassRate: 1 });
    expect(options.format).toBe('text');
    expect(options.target).toMatchObject({ kind: 'stdio', command: 'node', args: ['server.js'] });
  });

  it('reads every option, in any order, --json as the results file', () => {
    const options = parse([
      '--runs',
      '3',
      'eval',
      '--junit=out.xml',
      'cases.json',
      '--json',
      'results.json',
      '--min-pass-rate',
      '0.8',
      '--llm-provider',
      'openai',
      '--llm-model',
      'a',
      '--llm-model',
      'b',
    ]);
    expect(options.eval).toEqual({
      file: 'cases.json',
      runs: 3,
      junit: 'out.xml',
      json: 'results.json',
      minPassRate: 0.8,
    });
    expect(options.llm?.models).toEqual(['a', 'b']);
    expect(options.request.frame).toBeUndefined();
  });

  it('takes a URL for the server, and a percentage for the rate', () => {
    const options = parseCliModeArgs(['eval', 'cases.yaml', '--min-pass-rate', '75%', 'http://127.0.0.1:3000/mcp'], {});
    expect(options.eval?.minPassRate).toBe(0.75);
    expect(options.target).toMatchObject({ kind: 'http', url: 'http://127.0.0.1:3000/mcp' });
  });

  it('takes a server command without "--", after the case file', () => {
    const options = parseCliModeArgs(['eval', 'cases.yaml', 'node', 'server.js', '--runs', '2'], {});
    expect(options.eval).toMatchObject({ file: 'cases.yaml', runs: 2 });
    expect(options.target).toMatchObject({ kind: 'stdio', command: 'node', args: ['server.js'] });
  });

  it('keeps --format json when asked', () => {
    expect(parse(['eval', 'c.yaml', '--format', 'json']).format).toBe('json');
  });

  it.each([
    [['eval'], /eval needs a case file/],
    [['eval', 'c.yaml', '--runs', '0'], /--runs "0": expected a whole number from 1 to 100/],
    [['eval', 'c.yaml', '--runs', '1.5'], /--runs "1.5"/],
    [['eval', 'c.yaml', '--runs', '101'], /from 1 to 100/],
    [['eval', 'c.yaml', '--min-pass-rate', '1.5'], /--min-pass-rate "1.5": expected a rate from 0 to 1/],
    [['eval', 'c.yaml', '--min-pass-rate', 'most'], /--min-pass-rate "most"/],
    [['eval', 'c.yaml', '--junit', ''], /--junit needs a file name/],
    [['eval', 'c.yaml', '--method', 'tools/list'], /--method does not apply to eval/],
    [['eval', 'c.yaml', '--tool', 'echo'], /--tool does not apply to eval/],
    [['--runs', '2'], /--runs applies to eval/],
    [['--junit', 'x.xml'], /--junit applies to eval/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(ArgsError);
    expect(() => parse(argv)).toThrow(message);
  });

  it('leaves --json to --method raw outside eval', () => {
    expect(parse(['--method', 'raw', '--json', '{"jsonrpc":"2.0","method":"ping","id":1}']).request.frame).toEqual({
      jsonrpc: '2.0',
      method: 'ping',
      id: 1,
    });
    expect(() => parse(['--method', 'raw', '--json', '{nope'])).toThrow(ArgsError);
  });
});
