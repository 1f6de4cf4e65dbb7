import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StdioTarget } from '../../shared/session/connect-target.ts';
import {
  answerOptions,
  httpServerOptions,
  requestOptions,
  serverOptions,
  type CliWord,
  type ServerAsk,
} from '../../web/features/log/lib/cli-replay.ts';
import { cliCommand, curlCommand, stdioCommand, UnquotableError } from '../../web/features/log/lib/replay-command.ts';
import { attack } from '../tally.ts';

// Every command the page copies for a person to paste (Copy as command for a
// stdio server, Copy as curl, Copy as command as mcp-loupe --cli), built from
// hostile names, values, arguments, commands, directories, frames, tool
// names, headers and session ids, then run as it is in real shells: dash as
// /bin/sh, bash with -c, and bash interactive (history expansion on, as a
// paste into a terminal has it). Each must run nothing of its input (no
// marker file appears) and hand the server exactly what it was built from;
// what no shell word can carry must be refused with the reason, not written.

const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-shell-'));
const bin = join(dir, 'bin');
const marker = join(dir, 'pwned');
/** The stand-in server (or CLI): prints its argv, environment, directory and stdin as JSON, and nothing else. */
const standIn = join(bin, 'stand-in');

/** Strings that run `touch …pwned` if any shell reads them as code, or change what arrives if quoted wrongly. */
const hostile: Array<[string, string]> = [
  ['command substitution', `$(touch ${marker})`],
  ['backticks', `\`touch ${marker}\``],
  ['semicolons', `x;touch ${marker};y`],
  ['a single quote closing early', `x' ; touch ${marker} ; '`],
  ['a double quote closing early', `x" ; touch ${marker} ; "`],
  ['newlines', `a\ntouch ${marker}\n`],
  ['a here-document end line', `MCP_LOUPE_FRAMES\ntouch ${marker}`],
  ['a parameter', '$HOME ${HOME} $0'],
  ['history expansion', 'x!!y !-1 !touch'],
  ['globs, tilde and =', '* ~ =ls [a] {a,b}'],
  ['a backslash at the end', 'x\\'],
  ['unicode', 'ünïcödé ✓ 𝄞 \u202e txet'],
  ['DEL rubbing out the quote', `x\u007f\u007f\u007f\u007f ; touch ${marker} ; #`],
  ['Ctrl-C then a command', `\u0003touch ${marker}\r`],
  ['escape sequences', '\u001b[31mred\u001b[0m \u009b2J'],
  ['an option', `--output=${marker}`],
  ['empty', ''],
];

/** Names a shell would run in `NAME=value` or `export NAME`, or that split differently. */
const hostileNames = [
  `$(touch ${marker})`,
  `X;touch ${marker};Y`,
  `\`touch ${marker}\``,
  'A B',
  "A'B",
  'A\nB',
  'A=B',
  '1A',
  'É',
];

/** The shells a copied command meets: the file holds the command, as a paste would. */
const shells: Array<[string, (file: string) => string[]]> = [
  ['sh', (file) => ['sh', file]],
  ['bash', (file) => ['bash', '--norc', '--noprofile', file]],
  ['interactive bash', (file) => ['bash', '--norc', '--noprofile', '-i', file]],
];

/** Python's own executable (not a version manager's shim, which would look for its files under the shells' HOME). */
function python(): string {
  const found = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
  if (found.status !== 0) throw new Error('python3 is needed for the stand-in server');
  return found.stdout.trim();
}

interface Arrival {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
  stdin: string;
}

let server: Server;
let serverUrl: string;
const received: Array<{ method: string; url: string; headers: string[]; body: string }> = [];

beforeAll(async () => {
  mkdirSync(bin);
  // Python starts in a tenth of Node's time, and every case runs it in three shells.
  writeFileSync(
    standIn,
    [
      `#!${python()} -IS`,
      'import json, os, sys',
      "stdin = sys.stdin.buffer.read().decode('utf-8')",
      "sys.stdout.write(json.dumps({'argv': sys.argv[1:], 'env': dict(os.environ), 'cwd': os.getcwd(), 'stdin': stdin}))",
      '',
    ].join('\n'),
  );
  chmodSync(standIn, 0o755);
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Any file a hostile string made, anywhere under the test's folder. */
function markers(): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((path) =>
    path.split('/').pop()!.startsWith('pwned'),
  );
}

/** One shell run to its end (killed, with its group, past a generous limit): the event loop stays free, so the HTTP server above can answer curl. */
function runShell(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ out: string; code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: dir,
      env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir, TERM: 'dumb', ...env },
      detached: true,
    });
    let out = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdin.end();
    const limit = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 60_000);
    child.once('close', (code) => {
      clearTimeout(limit);
      resolve({ out, code, stderr });
    });
  });
}

/** Runs the copied text in each shell (from `cwd`, with `env` exported); what the stand-in printed in each, and whether anything ran. */
async function runEverywhere(
  text: string,
  env: Record<string, string> = {},
): Promise<Array<{ shell: string; out: string; code: number | null; stderr: string; ran: string[] }>> {
  const file = join(dir, 'copied.sh');
  writeFileSync(file, `${text}\n`);
  const runs = [];
  for (const [shell, argv] of shells) {
    const [command, ...args] = argv(file);
    const run = await runShell(command!, args, env);
    const ran = markers();
    for (const path of ran) rmSync(join(dir, path), { force: true });
    runs.push({ shell, ...run, ran });
  }
  return runs;
}

/** The stand-in's report from each shell, when every shell ran it cleanly and nothing else ran. */
async function arrivals(text: string, env: Record<string, string> = {}): Promise<Arrival[] | undefined> {
  const runs = await runEverywhere(text, env);
  if (runs.some((run) => run.ran.length > 0 || run.code !== 0)) return undefined;
  try {
    return runs.map((run) => JSON.parse(run.out) as Arrival);
  } catch {
    return undefined;
  }
}

const frameOf = (text: string) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'echo', arguments: { message: text } },
  });

describe('Copy as command (a stdio server) run in real shells', () => {
  const target = (extra: Partial<StdioTarget>): StdioTarget => ({
    kind: 'stdio',
    command: standIn,
    args: [],
    env: {},
    ...extra,
  });

  it.each(hostile)('a variable’s value: %s', async (label, value) => {
    const got = await arrivals(stdioCommand(target({ env: { GREETING: value } }), ['{}'], { revealSecrets: true }));
    expect(
      attack(
        'shell',
        `Copy as command, variable value: ${label}`,
        got?.every((arrival) => arrival.env.GREETING === value) === true,
      ),
    ).toBe(true);
  });

  it.each(hostile)('a secret variable, from the shell’s own: %s', async (label, value) => {
    const text = stdioCommand(target({ env: { API_KEY: `sk-${value}` } }), ['{}']);
    const got = await arrivals(text, { API_KEY: `sk-${value}` });
    expect(
      attack(
        'shell',
        `Copy as command, secret variable: ${label}`,
        !text.includes(value || '\0') && got?.every((arrival) => arrival.env.API_KEY === `sk-${value}`) === true,
      ),
    ).toBe(true);
  });

  it.each(hostileNames.map((name) => [JSON.stringify(name), name]))(
    'a variable’s name: %s is refused with the reason',
    async (label, name) => {
      let reason = '';
      let ran: string[] = [];
      try {
        // Written out instead of refused, the command is run as pasted: what it runs shows.
        const text = stdioCommand(target({ env: { [name]: 'v' } }), ['{}']);
        ran = (await runEverywhere(text)).flatMap((run) => run.ran);
      } catch (error) {
        if (error instanceof UnquotableError) reason = error.message;
      }
      expect(
        attack(
          'shell',
          `Copy as command, variable name ${label}`,
          ran.length === 0 && reason.includes(JSON.stringify(name)),
        ),
        `ran: ${ran.join(', ')}`,
      ).toBe(true);
    },
  );

  it.each(hostile)('an argument: %s', async (label, value) => {
    const args = ['--name', value, `--flag=${value}`, '--api-key', `sk-${value}`];
    const text = stdioCommand(target({ args }), ['{}'], { revealSecrets: true });
    const got = await arrivals(text);
    expect(
      attack(
        'shell',
        `Copy as command, argument: ${label}`,
        got?.every((arrival) => JSON.stringify(arrival.argv) === JSON.stringify(args)) === true,
      ),
    ).toBe(true);
  });

  it.each(hostile)('a frame: %s', async (label, value) => {
    const frames = [frameOf(value), value.includes('\n') ? value : `{"raw":"${value}"}`];
    const got = await arrivals(stdioCommand(target({}), frames));
    expect(
      attack(
        'shell',
        `Copy as command, frame: ${label}`,
        got?.every((arrival) => arrival.stdin === `${frames.join('\n')}\n`) === true,
      ),
    ).toBe(true);
  });

  // Names a file can have (no /), for the command and the working directory.
  const fileNames: Array<[string, string]> = [
    ['command substitution', '$(touch pwned)'],
    ['semicolons', 'x;touch pwned;y'],
    ['quotes', `a'b"c`],
    ['an assignment', 'X=1'],
    ['a reserved word', 'if'],
    ['a job', '%1'],
    ['a leading dash', '-odd'],
    ['history expansion', 'x!!y'],
  ];

  it.each(fileNames)('the command, found on PATH: %s', async (label, name) => {
    symlinkSync(standIn, join(bin, name));
    try {
      // A command word read as an assignment would run the next word: `touch`.
      const args = ['touch', marker];
      const got = await arrivals(stdioCommand(target({ command: name, args }), ['{}']));
      expect(
        attack(
          'shell',
          `Copy as command, command: ${label}`,
          got?.every((arrival) => JSON.stringify(arrival.argv) === JSON.stringify(args)) === true,
        ),
      ).toBe(true);
    } finally {
      rmSync(join(bin, name));
    }
  });

  it.each(fileNames)('the working directory: %s', async (label, name) => {
    const cwd = join(dir, name);
    mkdirSync(cwd);
    try {
      const got = await arrivals(stdioCommand(target({ cwd }), ['{}']));
      expect(
        attack(
          'shell',
          `Copy as command, working directory: ${label}`,
          got?.every((arrival) => arrival.cwd === cwd) === true,
        ),
      ).toBe(true);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('refuses a NUL anywhere, naming where it is, never the value', async () => {
    const cases: Array<[string, () => string]> = [
      [
        'variable value',
        () => stdioCommand(target({ env: { GREETING: 'sk-secret\0' } }), ['{}'], { revealSecrets: true }),
      ],
      ['argument', () => stdioCommand(target({ args: ['sk-secret\0'] }), ['{}'], { revealSecrets: true })],
      ['frame', () => stdioCommand(target({}), ['{"a":"sk-secret\0"}'])],
    ];
    for (const [where, build] of cases) {
      let reason = '';
      try {
        build();
      } catch (error) {
        if (error instanceof UnquotableError) reason = error.message;
      }
      expect(
        attack('shell', `Copy as command, NUL in a ${where}`, /NUL/.test(reason) && !reason.includes('sk-secret')),
      ).toBe(true);
    }
  });
});

describe('Copy as curl run in real shells, against a real HTTP server', () => {
  const send = async (request: Parameters<typeof curlCommand>[0], env: Record<string, string> = {}, reveal = true) => {
    received.length = 0;
    const runs = await runEverywhere(curlCommand(request, { revealSecrets: reveal }), env);
    return { clean: runs.every((run) => run.ran.length === 0 && run.code === 0), received: [...received] };
  };
  const headerValue = (headers: string[], name: string) =>
    headers[headers.findIndex((item, index) => index % 2 === 0 && item.toLowerCase() === name.toLowerCase()) + 1];

  // Header values are Latin-1 without line breaks (the only kind fetch sends); the rest of `hostile` is for bodies and URLs.
  const headerSafe = hostile.filter(
    ([, value]) => !/[\u0000-\u001f\u007f-\u009f]/.test(value) && /^[\u0020-\u00ff]*$/.test(value),
  );

  it.each(headerSafe)('a header value and a session id: %s', async (label, value) => {
    const { clean, received: got } = await send({
      method: 'POST',
      url: `${serverUrl}/mcp`,
      headers: [
        ['X-Team', value],
        ['Mcp-Session-Id', value],
      ],
      body: '{}',
    });
    const held =
      clean &&
      got.length === 3 &&
      got.every(
        (request) =>
          headerValue(request.headers, 'X-Team') === value.trim() &&
          headerValue(request.headers, 'Mcp-Session-Id') === value.trim(),
      );
    expect(attack('shell', `Copy as curl, header value and session id: ${label}`, held)).toBe(true);
  });

  it.each(headerSafe)('a secret header, from the shell’s variable: %s', async (label, value) => {
    const { clean, received: got } = await send(
      { method: 'POST', url: `${serverUrl}/mcp`, headers: [['Authorization', `Bearer ${value}`]], body: '{}' },
      { AUTHORIZATION: `Bearer ${value}` },
      false,
    );
    expect(
      attack(
        'shell',
        `Copy as curl, secret header: ${label}`,
        clean &&
          got.length === 3 &&
          got.every((request) => headerValue(request.headers, 'Authorization') === `Bearer ${value}`.trim()),
      ),
    ).toBe(true);
  });

  // Header names are HTTP tokens, which allow ! ` $ ' | & # * and more.
  it.each([
    ['backticks', 'X-`id`'],
    ['a dollar', 'X-$HOME'],
    ['a quote', "X-'a"],
    ['history expansion', 'X-Auth-!!'],
    ['pipes and ampersands', 'X-a|b&c#d'],
  ])('a header name: %s', async (label, name) => {
    const plain = await send({ method: 'POST', url: `${serverUrl}/mcp`, headers: [[name, 'v']], body: '{}' });
    // A secret-looking value leaves the header to a shell variable named after it.
    const variable = name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    const secret = await send(
      { method: 'POST', url: `${serverUrl}/mcp`, headers: [[name, 'Bearer abcdefghijklmnop']], body: '{}' },
      { [variable]: 'Bearer abcdefghijklmnop' },
      false,
    );
    const held =
      plain.clean &&
      secret.clean &&
      plain.received.every((request) => headerValue(request.headers, name) === 'v') &&
      secret.received.length === 3 &&
      secret.received.every((request) => headerValue(request.headers, name) === 'Bearer abcdefghijklmnop');
    expect(attack('shell', `Copy as curl, header name: ${label}`, held)).toBe(true);
  });

  it.each(hostile)('a body: %s', async (label, value) => {
    const bodies = [frameOf(value), value];
    let held = true;
    for (const body of bodies) {
      const { clean, received: got } = await send({ method: 'POST', url: `${serverUrl}/mcp`, headers: [], body });
      held &&= clean && got.length === 3 && got.every((request) => request.body === body);
    }
    expect(attack('shell', `Copy as curl, body: ${label}`, held)).toBe(true);
  });

  it("a secret header stands in no process's argv, revealed or not, and the file that carries it to curl is gone after", async () => {
    const secret = 'Bearer argv-must-not-show-this';
    const seen = join(dir, 'curl-argv');
    const temp = join(dir, 'tmp');
    mkdirSync(temp, { recursive: true });
    const realCurl = spawnSync('sh', ['-c', 'command -v curl'], { encoding: 'utf8' }).stdout.trim();
    // A curl that writes down its argv, then is the real one.
    const watching = join(dir, 'watching-bin');
    mkdirSync(watching, { recursive: true });
    writeFileSync(
      join(watching, 'curl'),
      `#!/bin/sh\nprintf '%s\\n' "$@" >> ${shellQuoteForTest(seen)}\nexec ${shellQuoteForTest(realCurl)} "$@"\n`,
    );
    chmodSync(join(watching, 'curl'), 0o755);
    let held = true;
    for (const reveal of [false, true]) {
      rmSync(seen, { force: true });
      received.length = 0;
      const runs = await runEverywhere(
        curlCommand(
          { method: 'POST', url: `${serverUrl}/mcp`, headers: [['Authorization', secret]], body: '{}' },
          { revealSecrets: reveal },
        ),
        { AUTHORIZATION: secret, TMPDIR: temp, PATH: `${watching}:${bin}:${process.env.PATH}` },
      );
      const argv = readFileSync(seen, 'utf8');
      held &&=
        runs.every((run) => run.code === 0 && run.ran.length === 0) &&
        received.length === 3 &&
        received.every((request) => headerValue(request.headers, 'Authorization') === secret);
      held &&= !argv.includes('argv-must-not-show-this') && argv.includes('-H') && readdirSync(temp).length === 0;
    }
    expect(attack('shell', 'Copy as curl, a secret header kept out of argv', held)).toBe(true);
  });

  it('a body that names a file (@/etc/passwd) is sent as written, not the file', async () => {
    const { clean, received: got } = await send({
      method: 'POST',
      url: `${serverUrl}/mcp`,
      headers: [],
      body: '@/etc/passwd',
    });
    expect(
      attack(
        'shell',
        'Copy as curl, body naming a file',
        clean && got.length === 3 && got.every((request) => request.body === '@/etc/passwd'),
      ),
    ).toBe(true);
  });

  it('a URL with brackets, braces, quotes and $( ) in its query reaches that one URL', async () => {
    const path = `/mcp?q=[1-2]{a,b}'$(touch%20${marker.replaceAll('/', '%2F')})"\`x\`&r=!!`;
    const { clean, received: got } = await send({
      method: 'POST',
      url: `${serverUrl}${path}`,
      headers: [],
      body: '{}',
    });
    expect(
      attack('shell', 'Copy as curl, URL', clean && got.length === 3 && got.every((request) => request.url === path)),
    ).toBe(true);
  });
});

describe('Copy as command as mcp-loupe --cli, run in real shells', () => {
  /** What the CLI would be given: its argv as the shell hands it over, with the secret words filled from `env`. */
  const expectedArgv = (
    head: string[],
    words: CliWord[],
    env: Record<string, string>,
  ): { argv: string[]; stdinLines: string[] } => {
    const argv = [...head];
    const stdinLines: string[] = [];
    const rest = words.filter((word) => typeof word === 'string' || !('stdinLine' in word));
    for (const word of words)
      if (typeof word !== 'string' && 'stdinLine' in word)
        stdinLines.push(
          `${word.stdinLine.prefix}${env[word.stdinLine.variable.toUpperCase().replace(/[^A-Z0-9_]/g, '_')]}`,
        );
    const asText = (word: CliWord) =>
      typeof word === 'string'
        ? word
        : 'exported' in word
          ? word.exported
          : 'prefix' in word
            ? `${word.prefix}${env[word.variable.toUpperCase().replace(/[^A-Z0-9_]/g, '_')]}`
            : '';
    const texts = rest.map(asText);
    return {
      argv:
        stdinLines.length === 0
          ? [...argv, ...texts]
          : [...argv, ...texts.slice(0, -1), '--headers-from', '-', ...texts.slice(-1)],
      stdinLines,
    };
  };

  it.each(hostile)(
    'a tool name, its arguments, an answer given inline, a stdio server’s variables, arguments and directory: %s',
    async (label, value) => {
      const frame = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: `tool ${value}`, arguments: { message: value, [value]: [value] } },
      });
      const asks: ServerAsk[] = [
        { method: 'roots/list', reply: { result: { roots: [{ uri: `file:///${value}` }] } } },
        { method: 'elicitation/create', reply: { result: { action: 'accept', content: { answer: value } } } },
      ];
      const target: StdioTarget = {
        kind: 'stdio',
        command: 'server',
        args: ['--name', value, '--api-key', `sk-${value}`],
        env: { GREETING: value, API_KEY: `sk-${value}` },
      };
      // The secret argument after --api-key gets a variable of its own (API_KEY_2): API_KEY is the variable's.
      const env = { API_KEY: `sk-${value}`, API_KEY_2: `sk-${value}` };
      const text = cliCommand(target, frame, asks, { cli: [standIn] });
      const expected = expectedArgv(
        ['--cli', ...requestOptions(frame), ...answerOptions(asks)],
        serverOptions(target, false),
        env,
      );
      const got = await arrivals(text, env);
      const held =
        got?.every((arrival) => JSON.stringify(arrival.argv) === JSON.stringify(expected.argv)) === true &&
        !text.includes(`sk-${value}`);
      expect(attack('shell', `Copy as command (CLI), stdio: ${label}`, held)).toBe(true);
    },
  );

  it.each(
    hostile.filter(([, value]) => !/[\u0000-\u001f\u007f-\u009f]/.test(value) && /^[\u0020-\u00ff]*$/.test(value)),
  )('a server behind a URL: header values and a secret header on standard input: %s', async (label, value) => {
    const frame = frameOf(value);
    const asks: ServerAsk[] = [{ method: 'elicitation/create' }];
    const headers: Array<[string, string]> = [
      ['X-Team', value],
      ['X-Auth-!!', `Bearer ${value}`],
      ['Mcp-Session-Id', value],
    ];
    const words = httpServerOptions(`${serverUrl}/mcp?q=${encodeURIComponent(value)}`, headers, false);
    const env = { X_AUTH___: `Bearer ${value}` };
    const text = cliCommand(undefined, frame, asks, { cli: [standIn] }, words);
    const expected = expectedArgv(['--cli', ...requestOptions(frame), ...answerOptions(asks)], words, env);
    const got = await arrivals(text, env);
    const held =
      got?.every(
        (arrival) =>
          JSON.stringify(arrival.argv) === JSON.stringify(expected.argv) &&
          arrival.stdin === expected.stdinLines.map((line) => `${line}\n`).join(''),
      ) === true;
    expect(attack('shell', `Copy as command (CLI), URL: ${label}`, held)).toBe(true);
  });
});

function shellQuoteForTest(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
