import { describe, expect, it } from 'vitest';
import { ArgsError } from './arg-values.ts';
import { parseCliModeArgs } from './cli-args.ts';
import { looseJson } from './cli-values.ts';
import { CLI_METHODS } from './cli-options.ts';

const URL = 'https://example.com/mcp';
const parse = (...argv: string[]) => parseCliModeArgs(argv);
const fails = (argv: string[], message: string | RegExp, env = {}) => {
  expect(() => parseCliModeArgs(argv, env)).toThrow(ArgsError);
  expect(() => parseCliModeArgs(argv, env)).toThrow(message);
};

describe('parseCliModeArgs: the server', () => {
  it('takes a URL first or last, with defaults for everything else', () => {
    const expected = {
      method: 'initialize',
      request: {},
      revision: 'auto',
      format: 'json',
      strict: false,
      answers: { roots: [] },
      target: { kind: 'http', url: URL, transport: 'auto', route: 'direct', headers: [] },
    };
    expect(parse(URL)).toMatchObject(expected);
    expect(parse('--format', 'text', URL)).toMatchObject({ ...expected, format: 'text' });
    expect(parse(URL, '--format', 'text')).toMatchObject({ ...expected, format: 'text' });
    expect(parse('--url', URL).target).toEqual(expected.target);
  });

  it('takes the URL the conformance suite appends after every option', () => {
    const options = parse(
      '--method',
      'tools/call',
      '--tool',
      'add',
      '--arg',
      'a=1',
      '--elicitation',
      'accept-defaults',
      'http://localhost:3001/mcp',
    );
    expect(options.target).toMatchObject({ kind: 'http', url: 'http://localhost:3001/mcp' });
    expect(options.request.toolArguments).toEqual({ a: 1 });
  });

  it('takes a stdio command after "--", with its own options left alone', () => {
    const options = parse('--method', 'ping', '--', 'node', 'server.js', '--method', 'x', '-e', 'A=1');
    expect(options.target).toEqual({
      kind: 'stdio',
      command: 'node',
      args: ['server.js', '--method', 'x', '-e', 'A=1'],
      env: {},
      inheritEnv: false,
    });
    expect(options.method).toBe('ping');
  });

  it('reads the stdio options: --env/-e, --inherit-env, --cwd, --framing', () => {
    const options = parse(
      '-e',
      'A=1',
      '--env=B=x=y',
      '--inherit-env',
      '--cwd',
      'srv',
      '--framing',
      'content-length',
      '--',
      'srv',
    );
    expect(options.target).toEqual({
      kind: 'stdio',
      command: 'srv',
      args: [],
      env: { A: '1', B: 'x=y' },
      inheritEnv: true,
      cwd: 'srv',
      framing: 'content-length',
    });
  });

  it('reads the remote options: --transport, --header (repeatable), --bearer, and the bearer from the environment', () => {
    const options = parse(
      '--transport',
      'sse',
      '--header',
      'X-Team: blue',
      '--header',
      'X-Other:red',
      '--bearer',
      'tok',
      URL,
    );
    expect(options.target).toEqual({
      kind: 'http',
      url: URL,
      transport: 'sse',
      route: 'direct',
      headers: [
        { name: 'X-Team', value: 'blue' },
        { name: 'X-Other', value: 'red' },
      ],
      bearer: 'tok',
    });
    expect(parse('--transport=http', URL).target).toMatchObject({ transport: 'streamable-http' });
    expect(parseCliModeArgs([URL], { MCP_LOUPE_BEARER: 'from-env' }).target).toMatchObject({ bearer: 'from-env' });
    expect(parseCliModeArgs(['--bearer', 'flag', URL], { MCP_LOUPE_BEARER: 'from-env' }).target).toMatchObject({
      bearer: 'flag',
    });
    // Not for a command: the variable is for servers behind a URL.
    expect(parseCliModeArgs(['--', 'srv'], { MCP_LOUPE_BEARER: 'from-env' }).target).not.toHaveProperty('bearer');
  });

  it('reads OAuth without a person: a pre-registered client, a metadata document, client credentials, or none', () => {
    expect(parse(URL).authorization).toBeUndefined();
    expect(
      parse(
        '--client-id',
        'app',
        '--client-secret',
        's3cret',
        '--scope',
        'mcp:tools',
        '--redirect-url',
        'http://127.0.0.1/cb',
        URL,
      ).authorization,
    ).toEqual({
      grant: 'authorization-code',
      client: { clientId: 'app', clientSecret: 's3cret', scope: 'mcp:tools' },
      redirectUrl: 'http://127.0.0.1/cb',
    });
    expect(parse('--client-metadata-url', 'https://app.example/client.json', URL).authorization).toEqual({
      grant: 'authorization-code',
      client: { clientMetadataUrl: 'https://app.example/client.json' },
    });
    expect(
      parse(
        '--grant',
        'client-credentials',
        '--client-id',
        'svc',
        '--private-key',
        'key.pem',
        '--signing-algorithm',
        'ES256',
        URL,
      ).authorization,
    ).toEqual({
      grant: 'client-credentials',
      clientId: 'svc',
      privateKeyFile: 'key.pem',
      algorithm: 'ES256',
    });
    expect(
      parseCliModeArgs(['--grant=client-credentials', '--client-id=svc', URL], { MCP_LOUPE_CLIENT_SECRET: 'from-env' })
        .authorization,
    ).toEqual({ grant: 'client-credentials', clientId: 'svc', clientSecret: 'from-env' });
    expect(parse('--no-oauth', URL).authorization).toEqual({ grant: 'none' });
    expect(
      parse(
        '--grant',
        'enterprise',
        '--client-id',
        'c',
        '--client-secret',
        's',
        '--id-token',
        'id.jwt',
        '--idp-token-endpoint',
        'https://idp.example/token',
        '--idp-client-id',
        'idp-c',
        URL,
      ).authorization,
    ).toEqual({
      grant: 'enterprise',
      clientId: 'c',
      clientSecret: 's',
      idTokenFile: 'id.jwt',
      idp: { tokenEndpoint: 'https://idp.example/token', clientId: 'idp-c' },
    });
    expect(
      parse(
        '--grant',
        'jwt-bearer',
        '--client-id',
        'workload',
        '--assertion',
        'token.jwt',
        '--issuer',
        'https://as.example',
        URL,
      ).authorization,
    ).toEqual({
      grant: 'jwt-bearer',
      clientId: 'workload',
      assertionFile: 'token.jwt',
      issuer: 'https://as.example',
    });
  });

  it('says which OAuth options do not go together', () => {
    fails(['--client-secret', 's3cret', URL], '--client-secret needs --client-id');
    fails(
      ['--client-id', 'a', '--client-metadata-url', 'https://app.example/c.json', URL],
      'choose one client: --client-id (registered beforehand) or --client-metadata-url (its URL is the client id)',
    );
    fails(
      ['--client-metadata-url', 'http://app.example/c.json', URL],
      "--client-metadata-url must be an https: URL (it is the client's id)",
    );
    fails(
      ['--grant', 'password', URL],
      '--grant "password": expected authorization-code or client-credentials or jwt-bearer or enterprise',
    );
    fails(['--grant', 'client-credentials', URL], '--grant client-credentials needs --client-id');
    fails(
      ['--grant', 'client-credentials', '--client-id', 'svc', URL],
      '--grant client-credentials needs --client-secret (or $MCP_LOUPE_CLIENT_SECRET) or --private-key FILE',
    );
    fails(
      ['--grant', 'client-credentials', '--client-id', 'svc', '--client-secret', 's', '--private-key', 'k.pem', URL],
      'choose how the client proves itself: --client-secret or --private-key, not both',
    );
    fails(
      [
        '--grant',
        'client-credentials',
        '--client-id',
        'svc',
        '--client-secret',
        's',
        '--redirect-url',
        'http://127.0.0.1/cb',
        URL,
      ],
      '--redirect-url does not apply to --grant client-credentials: no authorization page is visited',
    );
    fails(['--private-key', 'k.pem', URL], '--private-key goes with --grant client-credentials');
    fails(['--no-oauth', '--client-id', 'a', URL], '--client-id does not go with --no-oauth');
    fails(
      ['--grant', 'jwt-bearer', '--client-id', 'w', URL],
      '--grant jwt-bearer needs --client-id and --assertion FILE (a JWT, such as a workload identity token)',
    );
    fails(
      ['--grant', 'jwt-bearer', '--client-id', 'w', '--assertion', 't', '--client-secret', 's', URL],
      '--client-secret does not apply to --grant jwt-bearer: the assertion is the grant',
    );
    fails(['--assertion', 't', URL], '--assertion goes with --grant jwt-bearer');
    fails(
      ['--grant', 'enterprise', '--client-id', 'c', '--client-secret', 's', URL],
      '--grant enterprise needs --id-token FILE, --idp-token-endpoint URL and --idp-client-id ID: the identity provider that trades the ID token for a grant',
    );
    fails(
      ['--grant', 'enterprise', '--client-id', 'c', URL],
      /--grant enterprise needs --client-id and --client-secret/,
    );
    fails(['--id-token', 'id.jwt', URL], '--id-token goes with --grant enterprise');
  });

  it('reads --config FILE --server NAME instead of a target, keeping the target options for it', () => {
    const options = parse('--config', 'claude.json', '--server', 'files', '-e', 'A=1');
    expect(options.config).toEqual({ file: 'claude.json', server: 'files' });
    expect(options.target).toBeUndefined();
    expect(options.targetOptions.env).toEqual({ A: '1' });
    // Without --server, the file must hold exactly one server: that is for the reader of the file to say.
    expect(parse('--config', 'c.json').config).toEqual({ file: 'c.json' });
    fails(['--server', 'files', URL], '--server needs --config FILE');
    fails(['--config', 'c.json', '--server', 'x', URL], 'choose one server: a URL or --config');
  });

  it.each([
    [[], 'which server? Give its URL, or its command after "--"'],
    [['--method', 'ping'], 'which server?'],
    [[URL, '--', 'node'], 'choose one server: a URL or a command after "--"'],
    [[URL, 'http://other.example/mcp'], 'a server URL was given twice'],
    [['--url', URL, URL], 'a server URL was given twice'],
    [[URL, 'node', 'server.js'], 'choose one server: a URL or the command "node server.js"'],
    [['--'], '"--" needs a command after it'],
    [['ftp://example.com/mcp'], 'is not an http: or https: URL'],
    [['https://user:pw@example.com/mcp'], 'a user name or password in the URL is not supported'],
    [['--url', 'not a url'], '--url "not a url" is not a URL'],
    [['--transport', 'ws', URL], '--transport "ws": expected http, sse or auto'],
    [['--header', 'nocolon', URL], '--header has no ":"'],
    [['--bearer', 'Bearer x', URL], 'give the token alone'],
    [['--env', 'NOEQUALS', '--', 'srv'], "--env NOEQUALS: NOEQUALS is not set in mcp-loupe's environment"],
    [['--cwd', '', '--', 'srv'], '--cwd needs a value'],
    [['--framing', 'lines', '--', 'srv'], '--framing "lines": expected auto, newline or content-length'],
    [['--header', 'X: y', '--', 'srv'], '--header applies to a server behind a URL, not to a command'],
    [['--transport', 'sse', '--', 'srv'], '--transport applies to a server behind a URL'],
    [['--client-id', 'app', '--', 'srv'], '--client-id applies to a server behind a URL'],
    [['--cwd', 'x', URL], '--cwd applies to a stdio server started by mcp-loupe, not to one behind a URL'],
    [['--inherit-env', URL], '--inherit-env applies to a stdio server'],
    [['-e', 'A=1', URL], '-e applies to a stdio server'],
    [['--framing', 'newline', URL], '--framing applies to a stdio server'],
  ])('refuses %j', (argv, message) => fails(argv, message));
});

describe('parseCliModeArgs: the request', () => {
  it('knows every method', () => {
    expect(CLI_METHODS).toEqual([
      'initialize',
      'tools/list',
      'tools/call',
      'resources/list',
      'resources/templates/list',
      'resources/read',
      'prompts/list',
      'prompts/get',
      'completion/complete',
      'ping',
      'logging/setLevel',
      'skills/list',
      'raw',
    ]);
    for (const method of [
      'initialize',
      'tools/list',
      'resources/list',
      'resources/templates/list',
      'prompts/list',
      'skills/list',
      'ping',
    ])
      expect(parse('--method', method, URL).method).toBe(method);
    fails(['--method', 'tools/run', URL], '--method "tools/run": expected one of initialize, tools/list');
  });

  it('tools/call: --args as the base, each --arg on top, values read as JSON where they parse', () => {
    const options = parse(
      '--method',
      'tools/call',
      '--tool',
      'echo',
      '--args',
      '{"message":"base","n":1}',
      '--arg',
      'n=2',
      '--arg',
      'flag=true',
      '--arg',
      'text=hello world',
      '--arg',
      'quoted="42"',
      '--arg',
      'obj={"a":[1]}',
      '--arg',
      'eq=a=b',
      URL,
    );
    expect(options.request).toEqual({
      tool: 'echo',
      toolArguments: {
        message: 'base',
        n: 2,
        flag: true,
        text: 'hello world',
        quoted: '42',
        obj: { a: [1] },
        eq: 'a=b',
      },
    });
    expect(parse('--method', 'tools/call', '--tool', 'noargs', URL).request).toEqual({
      tool: 'noargs',
      toolArguments: {},
    });
    expect(looseJson('null')).toBeNull();
    expect(looseJson('{oops')).toBe('{oops');
  });

  it('keeps an argument named __proto__ as a plain key', () => {
    const args = parse('--method', 'tools/call', '--tool', 't', '--arg', '__proto__={"polluted":true}', URL).request
      .toolArguments!;
    expect(Object.keys(args)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('prompts/get: --prompt, and --arg values kept as text', () => {
    expect(
      parse('--method', 'prompts/get', '--prompt', 'args-prompt', '--arg', 'city=Paris', '--arg', 'n=42', URL).request,
    ).toEqual({ prompt: 'args-prompt', promptArguments: { city: 'Paris', n: '42' } });
  });

  it('completion/complete: --ref, the first --arg completed, the others its context', () => {
    expect(
      parse(
        '--method',
        'completion/complete',
        '--ref',
        'prompt:team',
        '--arg',
        'name=Al',
        '--arg',
        'department=Engineering',
        URL,
      ).request,
    ).toEqual({
      completion: {
        ref: { type: 'ref/prompt', name: 'team' },
        argument: { name: 'name', value: 'Al' },
        context: { department: 'Engineering' },
      },
    });
    expect(
      parse('--ref', 'ref/resource:file:///{path}', '--method', 'completion/complete', '--arg', 'path=', URL).request
        .completion,
    ).toEqual({
      ref: { type: 'ref/resource', uri: 'file:///{path}' },
      argument: { name: 'path', value: '' },
      context: {},
    });
    fails(
      ['--method', 'completion/complete', '--ref', 'tool:x', '--arg', 'a=b', URL],
      '--ref "tool:x": expected prompt:NAME or resource:URI-TEMPLATE',
    );
    fails(['--method', 'completion/complete', '--ref', 'prompt:', '--arg', 'a=b', URL], 'expected prompt:NAME');
  });

  it('resources/read --uri, logging/setLevel --level, raw --json, the lists --cursor', () => {
    expect(parse('--method', 'resources/read', '--uri', 'file:///a', URL).request).toEqual({ uri: 'file:///a' });
    expect(parse('--method', 'logging/setLevel', '--level', 'debug', URL).request).toEqual({ level: 'debug' });
    expect(parse('--method', 'raw', '--json', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', URL).request).toEqual({
      frame: [{ jsonrpc: '2.0', id: 1, method: 'ping' }],
    });
    expect(parse('--method', 'tools/list', '--cursor', 'page-2', URL).request).toEqual({ cursor: 'page-2' });
    fails(['--method', 'logging/setLevel', '--level', 'loud', URL], '--level "loud": expected one of debug, info');
    fails(['--method', 'raw', '--json', '{nope', URL], '--json is not JSON');
  });

  it.each([
    [['--method', 'tools/call', URL], '--method tools/call needs --tool'],
    [['--method', 'resources/read', URL], '--method resources/read needs --uri'],
    [['--method', 'prompts/get', URL], '--method prompts/get needs --prompt'],
    [['--method', 'completion/complete', URL], '--method completion/complete needs --ref and --arg'],
    [['--method', 'logging/setLevel', URL], '--method logging/setLevel needs --level'],
    [['--method', 'raw', URL], '--method raw needs --json'],
    [['--tool', 'echo', URL], '--tool does not apply to --method initialize; it goes with tools/call'],
    [['--method', 'tools/list', '--uri', 'x', URL], '--uri does not apply to --method tools/list'],
    [
      ['--method', 'ping', '--arg', 'a=b', URL],
      '--arg does not apply to --method ping; it goes with tools/call, prompts/get, completion/complete',
    ],
    [['--method', 'ping', '--cursor', 'c', URL], '--cursor does not apply to --method ping'],
    [['--method', 'tools/call', '--tool', 't', '--args', '[1]', URL], '--args must be a JSON object'],
    [['--method', 'tools/call', '--tool', 't', '--args', '{', URL], '--args is not JSON'],
    [['--method', 'tools/call', '--tool', 't', '--arg', 'novalue', URL], '--arg "novalue": expected NAME=VALUE'],
    [['--method', 'tools/call', '--tool', 't', '--arg', '=v', URL], 'expected NAME=VALUE'],
    [['--method', 'tools/call', '--tool', '', URL], '--tool needs a value'],
    [['--method', 'ping', '--method', 'ping', URL], '--method was given twice'],
    [['--method', 'tools/call', '--tool', 'a', '--tool', 'b', URL], '--tool was given twice'],
    [['--method'], '--method needs a value'],
  ])('refuses %j', (argv, message) => fails(argv, message));
});

describe('parseCliModeArgs: output, timing and answers', () => {
  it('reads --revision, --format, --log, --strict and --timeout', () => {
    const options = parse(
      '--revision',
      '2025-06-18',
      '--format=text',
      '--log',
      'run.jsonl',
      '--strict',
      '--timeout',
      '2.5',
      URL,
    );
    expect(options).toMatchObject({
      revision: '2025-06-18',
      format: 'text',
      log: 'run.jsonl',
      strict: true,
      timeoutMs: 2500,
    });
    expect(parse('--revision', '2026-07-28', URL).revision).toBe('2026-07-28');
    fails(['--revision', '2025-01-01', URL], '--revision "2025-01-01": expected auto or one of 2024-11-05');
    fails(['--format', 'yaml', URL], '--format "yaml": expected json or text');
    fails(['--timeout', '0', URL], '--timeout "0": expected a number of seconds above 0');
    fails(['--timeout', 'soon', URL], 'expected a number of seconds');
    fails(['--log', '', URL], '--log needs a value');
  });

  it('reads --elicitation, --sampling and --roots (repeatable)', () => {
    for (const kind of ['accept-defaults', 'decline', 'cancel'] as const)
      expect(parse('--elicitation', kind, URL).answers.elicitation).toEqual({ kind });
    expect(parse('--elicitation', 'content.json', URL).answers.elicitation).toEqual({
      kind: 'accept-file',
      file: 'content.json',
    });
    expect(parse('--sampling', 'decline', URL).answers.sampling).toEqual({ kind: 'decline' });
    expect(parse('--sampling', 'reply.json', URL).answers.sampling).toEqual({ kind: 'file', file: 'reply.json' });
    expect(parse('--sampling', 'model', URL).answers.sampling).toEqual({ kind: 'model' });
    expect(parse('--answer-sampling', 'model', URL).answers.sampling).toEqual({ kind: 'model' });
    expect(parse('--roots', 'file:///a', '--roots', 'file:///b', URL).answers.roots).toEqual([
      'file:///a',
      'file:///b',
    ]);
    fails(['--roots', 'relative/dir', URL], '--roots "relative/dir" is not a URI');
    fails(['--elicitation', '', URL], '--elicitation needs a value');
    fails(['--sampling', 'a.json', '--sampling', 'b.json', URL], '--sampling was given twice');
  });

  it('reads the check subcommand, which takes no method', () => {
    expect(parse('check', URL)).toMatchObject({ subcommand: 'check', target: { url: URL } });
    expect(parse('check', '--strict', '--', 'srv')).toMatchObject({
      subcommand: 'check',
      strict: true,
      target: { command: 'srv' },
    });
    fails(['check', '--method', 'ping', URL], '--method does not apply to check');
    fails(['check', '--tool', 'x', URL], '--tool does not apply to check');
    // Only the first word: a later "check" is a command's.
    fails([URL, 'check'], 'choose one server: a URL or the command "check"');
  });

  it('reads --help and --version without asking for a server, and tolerates a repeated --cli', () => {
    expect(parse('--help').help).toBe(true);
    expect(parse('-h').help).toBe(true);
    expect(parse('--version').version).toBe(true);
    expect(parse('--cli', URL).target).toMatchObject({ url: URL });
  });

  it('refuses an unknown option, pointing at "--" for a command', () => {
    fails(['--port', '1', URL], 'Unknown option "--port". A stdio server\'s command goes after "--".');
  });
});
