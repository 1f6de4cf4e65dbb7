import { describe, expect, it } from 'vitest';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { undeclaredFindings } from '../../shared/test-kit/undeclared-findings.ts';
import { parseHeader } from './arg-values.ts';
import { parseCliArgs } from './args.ts';
import { parseCliModeArgs } from './cli-args.ts';
import { fileReader, parseEnvFile, parseHeaderFile, type OptionSources } from './secret-sources.ts';

/** The warnings as stderr says them: the findings' text. */
const said = (options: { findings: readonly Finding[] }) => options.findings.map((finding) => finding.message);

const SECRET = 'sk-live-0123456789';
const URL = 'https://example.com/mcp';

/** Option sources over an in-memory set of files; `-` is standard input. */
function sources(files: Record<string, string>, env: Record<string, string> = {}): OptionSources {
  return {
    env,
    readFile: (file) => {
      if (!(file in files)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return files[file] as string;
    },
    findings: [],
  };
}

describe('secrets kept out of argv', () => {
  it("-e NAME passes the variable on from mcp-loupe's own environment, as docker -e does", () => {
    const options = parseCliArgs(['-e', 'API_KEY', '-e', 'DEBUG=1', '--', 'node', 'server.js'], { API_KEY: SECRET });
    expect(options.env).toEqual({ API_KEY: SECRET, DEBUG: '1' });
    expect(options.findings).toEqual([]);
    const cli = parseCliModeArgs(['--env', 'API_KEY', '--', 'node', 'server.js'], { API_KEY: SECRET });
    expect(cli.target).toMatchObject({ env: { API_KEY: SECRET } });
  });

  it('-e NAME for a variable that is not set is refused, naming only the variable', () => {
    expect(() => parseCliArgs(['-e', 'API_KEY', '--', 'srv'], {})).toThrow(
      /-e API_KEY: API_KEY is not set in mcp-loupe's environment/,
    );
  });

  it('--env-from reads KEY=VALUE lines (comments, export, quotes, KEY alone from the environment); later options win', () => {
    const file = ["# the server's keys", '', `export API_KEY="${SECRET}"`, "NAME='a b'", 'FROM_ENV', 'EMPTY='].join(
      '\n',
    );
    const options = parseCliArgs(
      ['--env-from', '.env', '-e', 'NAME=c', '--', 'srv'],
      {},
      sources({ '.env': file }, { FROM_ENV: 'here' }),
    );
    expect(options.env).toEqual({ API_KEY: SECRET, NAME: 'c', FROM_ENV: 'here', EMPTY: '' });
    expect(options.findings).toEqual([]);
  });

  it('--env-from refuses a bad line by its number, never showing it', () => {
    const bad = () => parseEnvFile(`OK=1\n${SECRET} is not an assignment`, '--env-from ".env"', {});
    expect(bad).toThrow('--env-from ".env" line 2: expected KEY=VALUE');
    expect(bad).not.toThrow(SECRET);
  });

  it('refuses a variable name a shell would run, on -e and in --env-from, never showing a value', () => {
    expect(() => parseCliArgs(['-e', '$(touch /tmp/x)=1', '--', 'srv'])).toThrow(
      '-e: The environment variable name "$(touch /tmp/x)" is not a POSIX name (a letter or _, then letters, digits or _)',
    );
    expect(() => parseCliModeArgs(['--env', 'X;touch x;Y=1', '--', 'srv'])).toThrow(
      '--env: The environment variable name "X;touch x;Y" is not a POSIX name',
    );
    expect(() => parseCliArgs(['-e', '`id`', '--', 'srv'], { '`id`': 'v' })).toThrow(
      '-e: The environment variable name "`id`" is not a POSIX name',
    );
    // A token where the name goes is not shown.
    const tokenAsName = () => parseCliArgs(['-e', 'sk-proj-abcdefghijklmnopqrstuv', '--', 'srv']);
    expect(tokenAsName).toThrow(
      "-e: the variable's name is not a POSIX name (a letter or _, then letters, digits or _); not shown, as it looks like a secret",
    );
    expect(tokenAsName).not.toThrow('sk-proj');
    const file = () => parseEnvFile(`OK=1\nX;touch x;Y=${SECRET}`, '--env-from ".env"', {});
    expect(file).toThrow(
      '--env-from ".env" line 2: expected KEY=VALUE, KEY a POSIX name (a letter or _, then letters, digits or _); the line is not shown, as it may hold a secret',
    );
    expect(file).not.toThrow(SECRET);
  });

  it('--headers-from reads "Name: value" lines, on either command line, standard input included', () => {
    const text = `Authorization: Bearer ${SECRET}\n# a comment\nX-Team: blue\n`;
    const page = parseCliArgs(['--url', URL, '--headers-from', 'h.txt'], {}, sources({ 'h.txt': text }));
    expect(page.remote?.headers).toEqual([
      { name: 'Authorization', value: `Bearer ${SECRET}` },
      { name: 'X-Team', value: 'blue' },
    ]);
    expect(page.findings).toEqual([]);
    const cli = parseCliModeArgs(['--headers-from', '-', URL], {}, sources({ '-': text }));
    expect(cli.target).toMatchObject({ headers: [{ name: 'Authorization' }, { name: 'X-Team' }] });
  });

  it('--headers-from refuses a bad line by its number and reads standard input once only', () => {
    expect(() => parseHeaderFile(`X-Ok: 1\n${SECRET}`, '--headers-from "h"', parseHeader)).toThrow(
      '--headers-from "h" line 2 has no ":"',
    );
    expect(() =>
      parseCliArgs(['--url', URL, '--headers-from', '-', '--headers-from', '-'], {}, sources({ '-': 'A: b' })),
    ).toThrow('standard input was already read by --headers-from');
    expect(() => parseCliArgs(['--url', URL, '--headers-from', 'missing.txt'], {}, sources({}))).toThrow(
      '--headers-from "missing.txt": no such file',
    );
  });

  it('--headers-from and --env-from belong to their kind of server', () => {
    expect(() => parseCliArgs(['--headers-from', 'h', '--', 'srv'], {}, sources({ h: 'A: b' }))).toThrow(
      '--headers-from needs --url',
    );
    expect(() => parseCliArgs(['--url', URL, '--env-from', 'e'], {}, sources({ e: 'A=b' }))).toThrow(
      '--env-from applies to a stdio server',
    );
  });

  it("$MCP_LOUPE_IDP_CLIENT_SECRET gives the identity provider client's secret", () => {
    const argv = [
      '--grant',
      'enterprise',
      '--client-id',
      'c',
      '--id-token',
      'id.jwt',
      '--idp-token-endpoint',
      'https://idp.example/token',
      '--idp-client-id',
      'idp-c',
      URL,
    ];
    const options = parseCliModeArgs(argv, { MCP_LOUPE_CLIENT_SECRET: 's', MCP_LOUPE_IDP_CLIENT_SECRET: SECRET });
    expect(options.authorization).toMatchObject({
      grant: 'enterprise',
      clientSecret: 's',
      idp: { clientSecret: SECRET },
    });
    expect(options.findings).toEqual([]);
  });

  it('fileReader reads relative to the working directory and "-" from standard input', () => {
    const asked: Array<string | number> = [];
    const read = fileReader('/work/project', (path) => (asked.push(path), 'x'));
    read('headers.txt');
    read('-');
    expect(asked).toEqual(['/work/project/headers.txt', 0]);
  });
});

describe('a secret on the command line is warned of, never shown', () => {
  it("is the person's finding, under a declared rule", () => {
    const [finding] = parseCliArgs(['--url', URL, '--bearer', SECRET], {}).findings;
    expect(finding).toMatchObject({ rule: 'cli-secret-in-argv', severity: 'warning', cause: 'person' });
    expect(undeclaredFindings([finding!])).toEqual([]);
  });

  const warningsOf = (argv: string[]) => {
    const warnings = said(parseCliArgs(argv, {}));
    for (const warning of warnings) expect(warning).not.toContain(SECRET);
    return warnings;
  };

  it.each([
    ['Authorization', `Bearer ${SECRET}`],
    ['Proxy-Authorization', `Basic ${SECRET}`],
    ['Cookie', `session=${SECRET}`],
    ['X-Api-Key', SECRET],
    ['X-Auth', SECRET],
    ['X-Session-Token', SECRET],
  ])('--header %s', (name, value) => {
    expect(warningsOf(['--url', URL, '--header', `${name}: ${value}`])).toEqual([
      `--header ${JSON.stringify(name)} on the command line is visible to other users in \`ps\` and stays in shell history; put the header in a file and give --headers-from FILE (or --headers-from - to read it from standard input)`,
    ]);
  });

  it.each([
    'API_KEY',
    'GITHUB_TOKEN',
    'CLIENT_SECRET',
    'DB_PASSWORD',
    'PGPASS',
    'GOOGLE_APPLICATION_CREDENTIALS',
    'AUTH_HEADER',
  ])('-e %s=…', (key) => {
    expect(warningsOf(['-e', `${key}=${SECRET}`, '--', 'srv'])).toEqual([
      `-e ${key}=… on the command line is visible to other users in \`ps\` and stays in shell history; export ${key} and give -e ${key} (the value is then taken from mcp-loupe's environment), or use --env-from FILE`,
    ]);
  });

  it('-e and --header by a secret-looking value whatever the name, and by PASS, AUTH or CREDENTIAL in the name', () => {
    const openai = 'sk-proj-abcdefghijklmnopqrstuv';
    const github = 'ghp_abcdefghijklmnopqrstuvwxyz0123';
    const env = parseCliArgs([
      '-e',
      `OPENAI=${openai}`,
      '-e',
      `GITHUB=${github}`,
      '-e',
      'DB_PASS=hunter2',
      '-e',
      'GH_AUTH=ghp_x',
      '-e',
      'DEBUG=1',
      '--',
      'srv',
    ]).findings.map((finding) => finding.message);
    expect(env.map((warning) => warning.split(' on the command line')[0])).toEqual([
      '-e OPENAI=…',
      '-e GITHUB=…',
      '-e DB_PASS=…',
      '-e GH_AUTH=…',
    ]);
    expect(warningsOf(['--url', URL, '--header', `X-Team: Bearer ${SECRET}`])).toEqual([
      expect.stringMatching(/^--header "X-Team" on the command line /),
    ]);
    for (const warning of env)
      for (const secret of [openai, github, 'hunter2', 'ghp_x']) expect(warning).not.toContain(secret);
  });

  it("the server's own arguments after --: a token-shaped word, the value after a secret flag or attached to it, on either command line", () => {
    const apiKey = 'sk-abcdefghijklmnopqrstuvwxyz';
    const token = 'abcdef0123456789';
    const argv = [
      '-e',
      'OPENAI=sk-proj-abcdefghijklmnopqrstuv',
      '-e',
      'GITHUB=ghp_abcdefghijklmnopqrstuvwxyz0123',
      '--',
      'srv',
      '--api-key',
      apiKey,
      `--token=${token}`,
      '--port',
      '3000',
    ];
    const page = said(parseCliArgs(argv));
    const advice =
      "looks secret, and on the command line it is visible to other users in `ps` and stays in shell history; if the server can read it from an environment variable, pass that with -e NAME (its value from mcp-loupe's environment) or --env-from FILE instead";
    expect(page.slice(2)).toEqual([
      `the server's argument 2 (after --api-key) ${advice}`,
      `the server's argument 3 (--token=…) ${advice}`,
    ]);
    expect(page).toHaveLength(4);
    expect(said(parseCliModeArgs(argv))).toEqual(page);
    expect(warningsOf(['--', 'srv', 'ghp_abcdefghijklmnopqrstuvwxyz0123'])).toEqual([
      `the server's argument 1 ${advice}`,
    ]);
    for (const warning of page)
      for (const secret of [apiKey, token, 'sk-proj-', 'ghp_']) expect(warning).not.toContain(secret);
  });

  it('--bearer, --client-secret and --idp-client-secret each name their variable', () => {
    expect(warningsOf(['--url', URL, '--bearer', SECRET])).toEqual([
      expect.stringMatching(/^--bearer on the command line .*; set \$MCP_LOUPE_BEARER instead$/),
    ]);
    const cli = parseCliModeArgs([
      '--grant',
      'enterprise',
      '--client-id',
      'c',
      '--client-secret',
      SECRET,
      '--id-token',
      'f',
      '--idp-token-endpoint',
      'https://idp.example/token',
      '--idp-client-id',
      'i',
      '--idp-client-secret',
      SECRET,
      URL,
    ]);
    expect(said(cli)).toEqual([
      expect.stringMatching(/^--client-secret .*\$MCP_LOUPE_CLIENT_SECRET instead$/),
      expect.stringMatching(/^--idp-client-secret .*\$MCP_LOUPE_IDP_CLIENT_SECRET instead$/),
    ]);
    expect(said(cli).join()).not.toContain(SECRET);
  });

  it('a URL with a secret-looking query parameter, on either command line', () => {
    expect(warningsOf(['--url', `${URL}?api_key=${SECRET}&page=2`])).toEqual([
      '--url: the query parameter "api_key" on the command line is visible to other users in `ps` and stays in shell history; if the server takes it as a header too, send it with --headers-from FILE instead',
    ]);
    expect(said(parseCliModeArgs([`${URL}?token=${SECRET}`]))).toEqual([
      expect.stringMatching(/^the server URL: the query parameter "token" /),
    ]);
    expect(warningsOf(['--url', `${URL}?page=2`])).toEqual([]);
  });

  it('says nothing of plain values or of the safe forms', () => {
    expect(
      warningsOf([
        '-e',
        'DEBUG=1',
        '-e',
        'PORT=3',
        '--',
        'srv',
        '--port',
        '3000',
        '/home/a/project',
        '--log-level=debug',
      ]),
    ).toEqual([]);
    expect(
      parseCliModeArgs(['--', 'srv', '--dir', '/tmp', 'server-everything-streamable-http-long-name-2026']).findings,
    ).toEqual([]);
    expect(warningsOf(['--url', URL, '--header', 'X-Team: blue', '--header', 'Accept-Language: fr'])).toEqual([]);
    expect(parseCliArgs(['--url', URL], { MCP_LOUPE_BEARER: SECRET }).findings).toEqual([]);
  });
});
