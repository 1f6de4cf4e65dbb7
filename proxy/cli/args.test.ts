import { describe, expect, it } from 'vitest';
import { ArgsError, DEFAULT_PORT, parseCliArgs, usage } from './args.ts';

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
      findings: [],
    });
    expect(DEFAULT_PORT).toBe(6280);
  });

  it('reads every option, in both --name value and --name=value forms', () => {
    const options = parseCliArgs([
      '--port',
      '0',
      '--host=localhost',
      '--no-open',
      '--cwd',
      'srv',
      '-e',
      'A=1',
      '--env=B=x=y',
    ]);
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

  it('reads the limit on servers from --max-servers or $MCP_LOUPE_MAX_SERVERS, the flag winning, and leaves it to the default otherwise', () => {
    expect(parseCliArgs([]).maxServers).toBeUndefined();
    expect(parseCliArgs(['--max-servers', '4']).maxServers).toBe(4);
    expect(parseCliArgs(['--max-servers=100']).maxServers).toBe(100);
    expect(parseCliArgs([], { MCP_LOUPE_MAX_SERVERS: '8' }).maxServers).toBe(8);
    expect(parseCliArgs(['--max-servers', '2'], { MCP_LOUPE_MAX_SERVERS: '8' }).maxServers).toBe(2);
    expect(errorOf(['--max-servers', '0'])).toBe('--max-servers: "0" is not a number of servers (1 or more)');
    expect(errorOf(['--max-servers', 'many'])).toBe('--max-servers: "many" is not a number of servers (1 or more)');
    expect(() => parseCliArgs([], { MCP_LOUPE_MAX_SERVERS: '-1' })).toThrow(
      '$MCP_LOUPE_MAX_SERVERS: "-1" is not a number of servers (1 or more)',
    );
    expect(usage).toContain('--max-servers N');
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
    [['-e', 'NOVALUE'], "-e NOVALUE: NOVALUE is not set in mcp-loupe's environment"],
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

  it('lists every option in the help, with an example of --url', () => {
    for (const flag of [
      '--url URL',
      '--transport T',
      "--header 'Name: value'",
      '--bearer TOKEN',
      '--via-proxy',
      '--direct',
      '$MCP_LOUPE_BEARER',
    ]) {
      expect(usage).toContain(flag);
    }
    expect(usage).toMatch(/^ {2}.*mcp-loupe --url https:\/\/\S+/m);
  });
});

describe('parseCliArgs with --url', () => {
  const SERVER = 'https://mcp.example.com/mcp';

  it('makes a remote target: auto transport, auto route, no headers', () => {
    const options = parseCliArgs(['--url', SERVER]);
    expect(options.remote).toEqual({ kind: 'http', url: SERVER, transport: 'auto', route: 'auto', headers: [] });
    expect(options.command).toBeUndefined();
    expect(parseCliArgs([`--url=${SERVER}`]).remote?.url).toBe(SERVER);
    expect(parseCliArgs(['--url', 'http://127.0.0.1:3000/mcp?x=1']).remote?.url).toBe('http://127.0.0.1:3000/mcp?x=1');
  });

  it.each([
    ['http', 'streamable-http'],
    ['sse', 'sse'],
    ['auto', 'auto'],
  ])('maps --transport %s to %s', (flag, transport) => {
    expect(parseCliArgs(['--url', SERVER, '--transport', flag]).remote?.transport).toBe(transport);
    expect(parseCliArgs([`--transport=${flag}`, '--url', SERVER]).remote?.transport).toBe(transport);
  });

  it('maps --via-proxy to the relay route and --direct to the direct one', () => {
    expect(parseCliArgs(['--url', SERVER, '--via-proxy']).remote?.route).toBe('relay');
    expect(parseCliArgs(['--url', SERVER, '--direct']).remote?.route).toBe('direct');
    expect(parseCliArgs(['--url', SERVER, '--direct', '--direct']).remote?.route).toBe('direct');
  });

  it('keeps headers in order, repeats included, the value trimmed and colons after the first kept', () => {
    const options = parseCliArgs([
      '--url',
      SERVER,
      '--header',
      'Cookie: a=1',
      '--header=X-Team:blue',
      '--header',
      'Cookie:  b=2:3\t',
      '--header',
      'X-Empty-Ok: a\tb',
    ]);
    expect(options.remote?.headers).toEqual([
      { name: 'Cookie', value: 'a=1' },
      { name: 'X-Team', value: 'blue' },
      { name: 'Cookie', value: 'b=2:3' },
      { name: 'X-Empty-Ok', value: 'a\tb' },
    ]);
  });

  it('takes the bearer from --bearer, or else from $MCP_LOUPE_BEARER', () => {
    expect(parseCliArgs(['--url', SERVER, '--bearer', 't0ken']).remote?.bearer).toBe('t0ken');
    expect(parseCliArgs(['--url', SERVER], { MCP_LOUPE_BEARER: 'from-env' }).remote?.bearer).toBe('from-env');
    expect(parseCliArgs(['--url', SERVER, '--bearer=flag'], { MCP_LOUPE_BEARER: 'from-env' }).remote?.bearer).toBe(
      'flag',
    );
    expect(parseCliArgs(['--url', SERVER], { MCP_LOUPE_BEARER: '' }).remote).not.toHaveProperty('bearer');
  });

  it('ignores $MCP_LOUPE_BEARER without --url, even a malformed one', () => {
    expect(parseCliArgs(['node', 'server.js'], { MCP_LOUPE_BEARER: 'Bearer x y' }).remote).toBeUndefined();
  });

  it('keeps the other options alongside', () => {
    expect(parseCliArgs(['--port', '0', '--no-open', '--url', SERVER, '--host', 'localhost'])).toMatchObject({
      port: 0,
      open: false,
      host: 'localhost',
    });
  });

  it.each([
    [['--url'], '--url needs a value'],
    [['--url', 'not a url'], '--url "not a url" is not a URL; expected one like https://example.com/mcp'],
    [['--url', '/mcp'], 'is not a URL'],
    [['--url', 'ftp://example.com/mcp'], '--url "ftp://example.com/mcp" is not an http: or https: URL'],
    [['--url', 'localhost:3000/mcp'], 'is not an http: or https: URL; expected one like https://example.com/mcp'],
    [['--url', 'ws://example.com/'], 'not an http: or https: URL'],
    [['--url', SERVER, '--url', SERVER], '--url given twice'],
    [['--url', SERVER, '--transport', 'websocket'], '--transport "websocket": expected http, sse or auto'],
    [['--url', SERVER, '--transport', 'streamable-http'], 'expected http, sse or auto'],
    [['--url', SERVER, '--transport', 'constructor'], 'expected http, sse or auto'],
    [['--url', SERVER, '--transport'], '--transport needs a value'],
    [['--url', SERVER, '--via-proxy', '--direct'], '--via-proxy and --direct contradict each other'],
    [['--url', SERVER, '--direct', '--via-proxy'], '--via-proxy and --direct contradict each other'],
    [
      ['--url', SERVER, '--header', 'X-Team blue'],
      `--header has no ":" (the text is not shown, as it may hold a secret); expected the form 'Name: value', e.g. --header 'X-Team: blue'`,
    ],
    [['--url', SERVER, '--header', ': blue'], `--header has no name before ":"; expected the form 'Name: value'`],
    [
      ['--url', SERVER, '--header', 'X Team: blue'],
      `--header: the header name "X…" cannot contain " "; names are letters, digits and !#$%&'*+-.^_\`|~ only; expected the form 'Name: value'`,
    ],
    [['--url', SERVER, '--header', 'X-Team : blue'], '--header: the header name "X-Team…" cannot contain " "'],
    [['--url', SERVER, '--header', '(X): blue'], '--header: a header name cannot contain "("'],
    [['--url', SERVER, '--header', 'Ünïcode: blue'], 'a header name cannot contain "Ü"'],
    [['--url', SERVER, '--header', 'X-Team:'], `--header "X-Team" has an empty value; expected the form 'Name: value'`],
    [['--url', SERVER, '--header', 'X-Team:   '], 'has an empty value'],
    [
      ['--url', SERVER, '--header', 'X-Team: a\nb'],
      '--header "X-Team": the value contains a line break, which a header value cannot hold',
    ],
    [
      ['--url', SERVER, '--header', 'X-Team: a\u0001'],
      '--header "X-Team": the value contains the control character U+0001',
    ],
    [
      ['--url', SERVER, '--header', 'X-Team: 5€'],
      '--header "X-Team": the value contains the character U+20AC, outside Latin-1',
    ],
    [
      ['--url', SERVER, '--header', 'X-Api-Key: a\rb'],
      '--header "X-Api-Key": the value (hidden) contains a line break',
    ],
    [['--url', SERVER, '--header'], '--header needs a value'],
    [['--url', SERVER, '--bearer'], '--bearer needs a value'],
    [['--url', SERVER, '--bearer='], '--bearer needs a token'],
    [['--url', SERVER, '--bearer', 'Bearer abc'], '--bearer: give the token alone, without "Bearer " in front'],
    [['--url', SERVER, '--bearer', 'ab c'], '--bearer: the token (hidden) contains white space'],
    [['--url', SERVER, 'node', 'server.js'], 'choose one: --url for a remote server, or a command for a stdio server'],
    [['--url', SERVER, '--', 'node'], 'choose one: --url for a remote server, or a command for a stdio server'],
    [
      ['--url', SERVER, '--cwd', 'srv'],
      '--cwd applies to a stdio server started by mcp-loupe, not to one given by --url',
    ],
    [['--url', SERVER, '-e', 'A=1'], '-e applies to a stdio server'],
    [['--env=A=1', '--url', SERVER], '--env applies to a stdio server'],
    [['--transport', 'sse'], '--transport needs --url: it applies to a server behind a URL'],
    [['--header', 'X-Team: blue'], '--header needs --url'],
    [['--bearer', 'abc'], '--bearer needs --url'],
    [['--via-proxy'], '--via-proxy needs --url'],
    [['--direct', 'node', 'server.js'], '--direct needs --url'],
  ])('refuses %j clearly', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(ArgsError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('refuses a user name or password in the URL without echoing it', () => {
    for (const url of ['https://me:hunter2@example.com/mcp', 'ftp://me:hunter2@example.com/']) {
      const refusal = errorOf(['--url', url]);
      expect(refusal).toContain('a user name or password in the URL is not supported');
      expect(refusal).not.toContain('hunter2');
    }
  });

  it('refuses a malformed $MCP_LOUPE_BEARER, naming the variable', () => {
    expect(() => parseCliArgs(['--url', SERVER], { MCP_LOUPE_BEARER: 'Bearer abc' })).toThrow(
      '$MCP_LOUPE_BEARER: give the token alone',
    );
    expect(() => parseCliArgs(['--url', SERVER], { MCP_LOUPE_BEARER: 'abc\n' })).toThrow(
      '$MCP_LOUPE_BEARER: the token (hidden) contains white space',
    );
  });

  it('never shows a header value or a bearer token in an error', () => {
    const secret = 's3cret';
    for (const argv of [
      ['--header', `Authorization Bearer ${secret}`],
      ['--header', `Authorization Bearer ${secret}: x`],
      ['--header', `Authorization: Bearer ${secret}\n`],
      ['--header', `X-Team: ${secret}\u0007`],
      ['--header', `X-Team: ${secret}€`],
      ['--bearer', `${secret} x`],
      ['--bearer', `Bearer ${secret}`],
      ['--bearer', `${secret}\u0000`],
    ]) {
      const refusal = errorOf(['--url', SERVER, ...argv]);
      expect(refusal, JSON.stringify(argv)).not.toContain(secret);
    }
    expect(errorOf(['--header', `Authorization: ${secret}`])).not.toContain(secret);
    expect(errorOf(['--bearer', secret])).not.toContain(secret);
  });
});

function errorOf(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(ArgsError);
    return (error as Error).message;
  }
  throw new Error(`parseCliArgs accepted ${JSON.stringify(argv)}`);
}
