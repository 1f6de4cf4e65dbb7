import { describe, expect, it } from 'vitest';
import { ArgsError, DEFAULT_PORT, parseCliArgs } from './args.ts';

describe('parseCliArgs', () => {
  it('has sensible defaults: port 6280, loopback, open the browser, default server', () => {
    expect(parseCliArgs([])).toEqual({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      open: true,
      env: {},
      args: [],
      help: false,
      version: false,
    });
    expect(DEFAULT_PORT).toBe(6280);
  });

  it('reads every option, in both --name value and --name=value forms', () => {
    const options = parseCliArgs(['--port', '0', '--host=localhost', '--no-open', '--cwd', 'srv', '-e', 'A=1', '--env=B=x=y']);
    expect(options).toMatchObject({ port: 0, host: 'localhost', open: false, cwd: 'srv', env: { A: '1', B: 'x=y' } });
    expect(parseCliArgs(['--port=7000']).port).toBe(7000);
  });

  it('takes the server command and leaves its own arguments alone', () => {
    const options = parseCliArgs(['--no-open', 'node', 'server.js', '--port', '9', '-e', 'X']);
    expect(options.command).toBe('node');
    expect(options.args).toEqual(['server.js', '--port', '9', '-e', 'X']);
    expect(options.port).toBe(DEFAULT_PORT);
  });

  it('takes everything after -- as the command, even if it looks like an option', () => {
    expect(parseCliArgs(['--', '--weird', 'a'])).toMatchObject({ command: '--weird', args: ['a'] });
    const nothingAfter = parseCliArgs(['--port', '1', '--']);
    expect(nothingAfter.command).toBeUndefined();
    expect(nothingAfter.args).toEqual([]);
  });

  it('reads PORT from the environment, the flag winning', () => {
    expect(parseCliArgs([], { PORT: '7001' }).port).toBe(7001);
    expect(parseCliArgs(['--port', '7002'], { PORT: '7001' }).port).toBe(7002);
  });

  it('does not open the browser when CI is set', () => {
    expect(parseCliArgs([], { CI: 'true' }).open).toBe(false);
    expect(parseCliArgs([], { CI: '1' }).open).toBe(false);
    expect(parseCliArgs([], { CI: '' }).open).toBe(true);
    expect(parseCliArgs([], { CI: 'false' }).open).toBe(true);
  });

  it('reads --help and --version', () => {
    expect(parseCliArgs(['-h']).help).toBe(true);
    expect(parseCliArgs(['--help']).help).toBe(true);
    expect(parseCliArgs(['--version']).version).toBe(true);
  });

  it.each([
    [['--port', 'abc'], '--port: "abc" is not a port number (0-65535)'],
    [['--port', '70000'], '--port: "70000" is not a port number'],
    [['--port', '-1'], '--port: "-1" is not a port number'],
    [['--port', '1.5'], 'is not a port number'],
    [['--port'], '--port needs a value'],
    [['-e', 'NOVALUE'], '-e "NOVALUE": expected KEY=VALUE'],
    [['-e', '=x'], 'expected KEY=VALUE'],
    [['-e'], '-e needs a value'],
    [['--cwd='], '--cwd needs a directory'],
    [['--host', '0.0.0.0'], '--host "0.0.0.0" is not a loopback address'],
    [['--host', '192.168.0.2'], 'not a loopback address'],
    [['--bogus'], 'Unknown option "--bogus"'],
  ])('refuses %j clearly', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(ArgsError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('refuses a bad PORT variable', () => {
    expect(() => parseCliArgs([], { PORT: 'http' })).toThrow('PORT: "http" is not a port number');
  });
});
