import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { StdioTarget } from '../../../../shared/session/connect-target.ts';
import type { WireEntry, WireInput } from '../../../../shared/wire/wire-entry.ts';
import { WireLog } from '../../../../shared/wire/wire-log.ts';
import { startEverythingHttp } from '../../../../e2e/fixtures/http/start-fixture.ts';
import {
  CLI_PLACEHOLDER,
  COMMAND_PLACEHOLDER,
  curlCommand,
  readReplayCommand,
  replayCommand,
  replayKind,
  shellQuote,
  stdioCommand,
  type ReplaySource,
} from './replay-command.ts';

const run = promisify(execFile);

/** Runs a script as a terminal would take it pasted: from standard input, so no argument limit applies. */
async function runScript(script: string): Promise<void> {
  const shell = spawn('sh', [], { stdio: ['pipe', 'ignore', 'inherit'] });
  shell.stdin.end(`${script}\n`);
  const [code] = (await once(shell, 'exit')) as [number];
  expect(code).toBe(0);
}
const fixture = fileURLToPath(new URL('../../../../e2e/fixtures/non-json-stdout.mjs', import.meta.url));
const fixturesDir = fileURLToPath(new URL('../../../../e2e/fixtures/', import.meta.url));

function frame(
  connection: number,
  direction: 'in' | 'out',
  message: Record<string, unknown>,
  extra: Partial<WireInput> = {},
): WireInput {
  const value = { jsonrpc: '2.0', ...message };
  const kind =
    'method' in message ? ('id' in message ? 'request' : 'notification') : 'error' in message ? 'error' : 'result';
  return {
    connection,
    t: 0,
    direction,
    kind,
    method: message.method as string | undefined,
    id: message.id as number | undefined,
    raw: JSON.stringify(value),
    value,
    ...extra,
  };
}

const initialize = {
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};
const tricky = `it's "quoted" $HOME \`date\` \\ ünï`;

/** A log with one stdio connection that called echo, and the target that started it. */
function stdioLog() {
  const log = new WireLog(() => {});
  log.append({ connection: 1, t: 0, direction: 'note', kind: 'process', raw: 'Started process 1' });
  log.append(frame(1, 'out', initialize));
  log.append(
    frame(1, 'in', {
      id: 0,
      result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } },
    }),
  );
  log.append(frame(1, 'out', { method: 'notifications/initialized' }));
  const call = log.append(
    frame(1, 'out', { id: 1, method: 'tools/call', params: { name: 'echo', arguments: { message: tricky } } }),
  );
  const answer = log.append(
    frame(1, 'in', { id: 1, result: { content: [{ type: 'text', text: `Echo: ${tricky}` }] } }),
  );
  const target: StdioTarget = {
    kind: 'stdio',
    command: process.execPath,
    args: [fixture],
    env: { GREETING: 'hello world', API_KEY: 'sk-live-123' },
    cwd: fixturesDir,
  };
  return { log, call, answer, target };
}

describe('shellQuote', () => {
  it('leaves plain words alone and quotes the rest so the shell reads them back exactly', async () => {
    expect(shellQuote('/usr/bin/node')).toBe('/usr/bin/node');
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    const { stdout } = await run('sh', ['-c', `printf '%s' ${shellQuote(tricky)}`]);
    expect(stdout).toBe(tricky);
  });
});

describe('replayCommand for a stdio server', () => {
  it('pipes the connection’s own initialize, notifications/initialized and the frame into the server’s command', () => {
    const { log, call, target } = stdioLog();
    const command = replayCommand(call, log, { targetOf: () => target });
    expect(command?.kind).toBe('stdio');
    expect(replayKind(call, log)).toBe('stdio');
    const text = command!.text;
    expect(text.split('\n')).toEqual([
      '# Set first (the secrets are kept out of this command): export API_KEY=…',
      `cd ${fixturesDir} && GREETING='hello world' API_KEY="$API_KEY" ${process.execPath} ${fixture} <<'MCP_LOUPE_FRAMES'`,
      log.at(1)!.raw,
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      call.raw,
      'MCP_LOUPE_FRAMES',
    ]);
    expect(text).not.toContain('sk-live-123');
    expect(replayCommand(call, log, { targetOf: () => target, revealSecrets: true })!.text).toContain(
      `API_KEY=sk-live-123 `,
    );
  });

  it('builds a command that really replays the call: the server answers it', async () => {
    const { log, answer, target } = stdioLog();
    // A response replays the request it answers.
    const command = replayCommand(answer, log, { targetOf: () => target, revealSecrets: true })!;
    const { stdout } = await run('sh', ['-c', command.text], { timeout: 20_000 });
    const lines = stdout
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { id?: number; result?: unknown });
    expect(lines.find((line) => line.id === 1)?.result).toEqual({
      content: [{ type: 'text', text: `Echo: ${tricky}` }],
    });
  });

  it('refuses, with the reason, a variable name no shell can set in front of a command, instead of writing it where it would run', () => {
    const { log, call, target } = stdioLog();
    for (const name of ['$(touch /tmp/mcp-loupe-replay-marker)', 'X;touch x;Y']) {
      const command = replayCommand(call, log, { targetOf: () => ({ ...target, env: { [name]: 'v' } }) })!;
      expect(command).toEqual({
        kind: 'stdio',
        text: '',
        refused: `the environment variable name ${JSON.stringify(name)} is not a POSIX name, so no shell can set it in front of a command; rename it in the connection panel`,
      });
    }
  });

  it('refuses a NUL in a value by the variable’s name, never showing the value', () => {
    const { log, call, target } = stdioLog();
    const command = replayCommand(call, log, {
      targetOf: () => ({ ...target, env: { GREETING: 'sk-live-secret\0x' } }),
    })!;
    expect(command.refused).toBe('the value of GREETING holds a NUL character, which no shell command can carry');
    expect(command.text).toBe('');
  });

  it('stands in a placeholder for a command the log does not know, and sends no handshake the connection did not make', () => {
    const log = new WireLog(() => {});
    const discover = log.append(frame(4, 'out', { id: 1, method: 'server/discover', params: {} }));
    expect(replayCommand(discover, log)).toEqual({
      kind: 'stdio',
      text: `${COMMAND_PLACEHOLDER} <<'MCP_LOUPE_FRAMES'\n${discover.raw}\nMCP_LOUPE_FRAMES`,
    });
  });

  it('replays initialize alone, and notifications/initialized after its initialize', () => {
    const { log, target } = stdioLog();
    // After the note to set API_KEY and the command's line.
    const frames = (entry: WireEntry) =>
      replayCommand(entry, log, { targetOf: () => target })!
        .text.split('\n')
        .slice(2, -1);
    expect(frames(log.at(1)!)).toEqual([log.at(1)!.raw]);
    expect(frames(log.at(3)!)).toEqual([log.at(1)!.raw, log.at(3)!.raw]);
  });

  it('replays nothing the server sent, nor the inspector’s answers to it', () => {
    const log = new WireLog(() => {});
    const ask = log.append(frame(1, 'in', { id: 0, method: 'sampling/createMessage', params: {} }));
    const reply = log.append(frame(1, 'out', { id: 0, result: {} }));
    const stderr = log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'x' });
    expect([ask, reply, stderr].map((entry) => replayCommand(entry, log))).toEqual([undefined, undefined, undefined]);
    expect([ask, reply, stderr].map((entry) => replayKind(entry, log))).toEqual([undefined, undefined, undefined]);
  });

  it('reads back the whole text of frames that moved to storage, where the log keeps only their start', async () => {
    const { log, call, target } = stdioLog();
    const stored = new Map([1, call.seq].map((seq) => [seq, log.at(seq)!.raw]));
    const previewed = log
      .entries()
      .map((entry) =>
        stored.has(entry.seq) ? { ...entry, raw: entry.raw.slice(0, 20), spilled: true as const } : entry,
      );
    const source: ReplaySource = {
      at: (seq) => previewed[seq],
      entries: () => previewed,
      text: async (seq) => stored.get(seq)!,
    };
    expect(replayCommand(previewed[call.seq]!, source, { targetOf: () => target })!.text).not.toContain(call.raw);
    const whole = await readReplayCommand(previewed[call.seq]!, source, { targetOf: () => target });
    expect(whole!.text.split('\n').slice(2, -1)).toEqual([
      log.at(1)!.raw,
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      call.raw,
    ]);
  });

  it('writes a frame with a line break in it as a quoted argument instead', async () => {
    const text = stdioCommand(undefined, ['{"a":\n"it\'s"}']);
    expect(text).toBe(`printf '%s\\n' '{"a":\n"it'\\''s"}' | ${COMMAND_PLACEHOLDER}`);
    const { stdout } = await run('sh', ['-c', text.replace(COMMAND_PLACEHOLDER, 'cat')]);
    expect(stdout).toBe('{"a":\n"it\'s"}\n');
  });

  it('copies a 20 MB frame into the command without escaping it: apostrophes and all', () => {
    const big = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"message":"${"it's ".repeat(4_000_000)}"}}}`;
    const text = stdioCommand(undefined, [big]);
    expect(text).toBe(`${COMMAND_PLACEHOLDER} <<'MCP_LOUPE_FRAMES'\n${big}\nMCP_LOUPE_FRAMES`);
  });
});

/** A stdio connection whose server asked for the roots, a ping, an elicitation and a sampling during a tools/call, each answered by the inspector. */
function askingLog(replies: { elicitation: Record<string, unknown>; sampling: Record<string, unknown> }) {
  const log = new WireLog(() => {});
  log.append(frame(2, 'out', initialize));
  log.append(
    frame(2, 'in', {
      id: 0,
      result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } },
    }),
  );
  log.append(frame(2, 'out', { method: 'notifications/initialized' }));
  const call = log.append(frame(2, 'out', { id: 7, method: 'tools/call', params: { name: 'where', arguments: {} } }));
  log.append(frame(2, 'in', { id: 'asks-1', method: 'roots/list' }));
  log.append(frame(2, 'in', { id: 'asks-2', method: 'ping' }));
  log.append(frame(2, 'in', { id: 'asks-3', method: 'elicitation/create', params: {} }));
  log.append(frame(2, 'in', { id: 'asks-4', method: 'sampling/createMessage', params: {} }));
  log.append(
    frame(2, 'out', {
      id: 'asks-1',
      result: { roots: [{ uri: 'file:///tmp/one', name: 'one' }, { uri: "file:///tmp/it's" }] },
    }),
  );
  log.append(frame(2, 'out', { id: 'asks-2', result: {} }));
  log.append(frame(2, 'out', { id: 'asks-3', ...replies.elicitation }));
  log.append(frame(2, 'out', { id: 'asks-4', ...replies.sampling }));
  const answer = log.append(
    frame(2, 'in', { id: 7, result: { content: [{ type: 'text', text: 'roots: file:///tmp/one' }] } }),
  );
  // After the answer: another call's business.
  log.append(frame(2, 'in', { id: 'later', method: 'roots/list' }));
  const target: StdioTarget = {
    kind: 'stdio',
    command: process.execPath,
    args: [`${fixturesDir}asks-during-call.mjs`],
    env: { API_KEY: 'sk-live-123' },
    cwd: fixturesDir,
  };
  return { log, call, answer, target };
}

describe('replayCommand for a call the server asked something during', () => {
  it('is mcp-loupe --cli, answering as the inspector answered: its roots, the person’s answers inline, a decline as a decline', () => {
    const { log, answer, target } = askingLog({
      elicitation: { result: { action: 'accept', content: { name: 'Ada' } } },
      sampling: { error: { code: -1, message: 'User rejected sampling request' } },
    });
    const command = replayCommand(answer, log, {
      targetOf: () => target,
      cli: ['/usr/bin/node', '/opt/mcp loupe/bin/mcp-loupe.js'],
    })!;
    expect(command.kind).toBe('cli');
    expect(replayKind(answer, log)).toBe('cli');
    expect(command.text).toBe(
      '# Set first (the secrets are kept out of this command): export API_KEY=…\n' +
        `/usr/bin/node '/opt/mcp loupe/bin/mcp-loupe.js' --cli --method tools/call --tool where --args '{}' --roots file:///tmp/one --roots 'file:///tmp/it'\\''s' ` +
        `--elicitation '{"name":"Ada"}' --sampling decline -e API_KEY --cwd ${fixturesDir} -- ${process.execPath} ${fixturesDir}asks-during-call.mjs`,
    );
  });

  it('keeps every secret the CLI would warn of out of the copied command: secret variables by name or value, secret server arguments', () => {
    const { log, answer } = askingLog({
      elicitation: { result: { action: 'decline' } },
      sampling: { error: { code: -1, message: 'no' } },
    });
    const openai = 'sk-proj-abcdefghijklmnopqrstuv';
    const apiKey = 'sk-abcdefghijklmnopqrstuvwxyz';
    const target: StdioTarget = {
      kind: 'stdio',
      command: 'srv',
      args: ['--api-key', apiKey, '--token=abc123'],
      env: { DB_PASS: 'hunter2', GH_AUTH: 'ghp_x', OPENAI: openai, DEBUG: '1' },
    };
    const text = replayCommand(answer, log, { targetOf: () => target })!.text;
    expect(text).toBe(
      '# Set first (the secrets are kept out of this command): export DB_PASS=… GH_AUTH=… OPENAI=… API_KEY=… TOKEN=…\n' +
        `${CLI_PLACEHOLDER} --cli --method tools/call --tool where --args '{}' --roots file:///tmp/one --roots 'file:///tmp/it'\\''s' --elicitation decline --sampling decline ` +
        `-e DB_PASS -e GH_AUTH -e OPENAI -e DEBUG=1 -- srv --api-key "$API_KEY" --token="$TOKEN"`,
    );
    for (const secret of ['hunter2', 'ghp_x', openai, apiKey, 'abc123']) expect(text).not.toContain(secret);
    expect(replayCommand(answer, log, { targetOf: () => target, revealSecrets: true })!.text).toContain(
      `-e DB_PASS=hunter2 -e GH_AUTH=ghp_x -e OPENAI=${openai} -e DEBUG=1 -- srv --api-key ${apiKey} --token=abc123`,
    );
  });

  it('builds a command with secret variables by name that runs, given them exported, without a warning from mcp-loupe', async () => {
    const { log, answer, target } = askingLog({
      elicitation: { result: { action: 'decline' } },
      sampling: { error: { code: -1, message: 'no' } },
    });
    const bin = fileURLToPath(new URL('../../../../bin/mcp-loupe.js', import.meta.url));
    const secrets = { DB_PASS: 'hunter2', GH_AUTH: 'ghp_x', OPENAI: 'sk-proj-abcdefghijklmnopqrstuv' };
    const command = replayCommand(answer, log, {
      targetOf: () => ({ ...target, env: secrets }),
      cli: [process.execPath, bin],
    })!;
    expect(command.text).toContain('-e DB_PASS -e GH_AUTH -e OPENAI --cwd');
    const { stdout, stderr } = await run('sh', ['-c', command.text], {
      timeout: 30_000,
      env: { ...process.env, ...secrets },
    });
    expect(stdout).toContain('roots: file:///tmp/one');
    expect(stderr).not.toContain('warning');
  });

  it('sends a header secret by its name alone (X-Auth) on standard input, not --header', () => {
    const log = new WireLog(() => {});
    const url = 'http://127.0.0.1:9/mcp';
    const requestHeaders: [string, string][] = [
      ['accept', 'application/json, text/event-stream'],
      ['X-Auth', 'v'],
    ];
    const head = log.append({
      connection: 2,
      t: 0,
      direction: 'out',
      kind: 'http',
      raw: `POST ${url}`,
      http: { method: 'POST', url, route: 'direct', requestHeaders },
    });
    const call = log.append(
      frame(2, 'out', { id: 3, method: 'tools/call', params: { name: 'echo' } }, { exchange: head.seq }),
    );
    log.append(frame(2, 'in', { id: 'r', method: 'roots/list' }));
    log.append(frame(2, 'out', { id: 'r', result: { roots: [] } }));
    expect(replayCommand(call, log)!.text).toBe(
      '# Set first (the secrets are kept out of this command): export X_AUTH=…\n' +
        `printf '%s\\n' 'X-Auth: '"$X_AUTH" | ${CLI_PLACEHOLDER} --cli --method tools/call --tool echo --transport http --headers-from - ${url}`,
    );
  });

  it('a stdio replay leaves secret variables and arguments to shell variables too', () => {
    const target: StdioTarget = {
      kind: 'stdio',
      command: 'srv',
      args: ['--api-key', 'sk-abcdefghijklmnopqrstuvwxyz'],
      env: { DB_PASS: 'hunter2' },
    };
    expect(stdioCommand(target, ['{}']).split('\n').slice(0, 2)).toEqual([
      '# Set first (the secrets are kept out of this command): export DB_PASS=… API_KEY=…',
      `DB_PASS="$DB_PASS" srv --api-key "$API_KEY" <<'MCP_LOUPE_FRAMES'`,
    ]);
  });

  it('leaves out what the inspector refused (so the CLI refuses it too), declines what was never answered, and sends any other frame raw', () => {
    const { log, call } = askingLog({
      elicitation: { error: { code: -32601, message: 'Method not found' } },
      sampling: { result: { model: 'm', role: 'assistant', content: { type: 'text', text: 'hi' } } },
    });
    const text = replayCommand(call, log)!.text;
    expect(text).toContain(`${CLI_PLACEHOLDER} --cli --method tools/call --tool where`);
    expect(text).not.toContain('--elicitation');
    expect(text).toContain(`--sampling '{"model":"m","role":"assistant","content":{"type":"text","text":"hi"}}'`);
    expect(text).toMatch(/ -- <command that starts the server>$/);

    const pending = new WireLog(() => {});
    const read = pending.append(frame(3, 'out', { id: 1, method: 'resources/read', params: { uri: 'x://y' } }));
    pending.append(frame(3, 'in', { id: 's', method: 'sampling/createMessage', params: {} }));
    expect(replayCommand(read, pending)!.text).toBe(
      `${CLI_PLACEHOLDER} --cli --method raw --json '${read.raw}' --sampling decline -- ${COMMAND_PLACEHOLDER}`,
    );
  });

  it('builds a command that really replays the call: the server asks, the CLI answers with the roots, and the result comes', async () => {
    const { log, answer, target } = askingLog({
      elicitation: { result: { action: 'decline' } },
      sampling: { error: { code: -1, message: 'no' } },
    });
    const bin = fileURLToPath(new URL('../../../../bin/mcp-loupe.js', import.meta.url));
    const command = replayCommand(answer, log, {
      targetOf: () => target,
      cli: [process.execPath, bin],
      revealSecrets: true,
    })!;
    const { stdout } = await run('sh', ['-c', command.text], { timeout: 30_000 });
    expect(stdout).toContain("roots: file:///tmp/one, file:///tmp/it's; ping answered");
  });
});

describe('replayCommand for a frame sent over HTTP', () => {
  function httpLog(url: string, params: Record<string, unknown> = { name: 'echo', arguments: { message: tricky } }) {
    const log = new WireLog(() => {});
    const requestHeaders: [string, string][] = [
      ['content-type', 'application/json'],
      ['accept', 'application/json, text/event-stream'],
      ['mcp-session-id', 'session-1'],
      ['Authorization', 'Bearer secret-token'],
    ];
    const head = log.append({
      connection: 2,
      t: 0,
      direction: 'out',
      kind: 'http',
      raw: `POST ${url}`,
      http: { method: 'POST', url, route: 'direct', requestHeaders },
    });
    const call = log.append(frame(2, 'out', { id: 3, method: 'tools/call', params }, { exchange: head.seq }));
    const responseHead = log.append({
      connection: 2,
      t: 1,
      direction: 'in',
      kind: 'http',
      raw: '200 OK',
      requestSeq: head.seq,
      http: { method: 'POST', url, route: 'direct', status: 200 },
    });
    return { log, head, call, responseHead };
  }

  it('is curl with the exchange’s method, URL, headers as sent (secrets from shell variables unless revealed) and the frame as body', () => {
    const { log, call } = httpLog('http://127.0.0.1:9/mcp?api_key=abc');
    const { kind, text } = replayCommand(call, log)!;
    expect(kind).toBe('curl');
    expect(replayKind(call, log)).toBe('curl');
    // The secret header goes to curl in a private file (printf is a shell builtin), never in any process's argv; the file is removed on the way out.
    const prefix = `(mcp_loupe_headers=$(mktemp) && trap 'rm -f "$mcp_loupe_headers"' EXIT && printf '%s\\n' 'Authorization: '"$AUTHORIZATION" > "$mcp_loupe_headers" && `;
    expect(text.startsWith(prefix)).toBe(true);
    expect(text.endsWith('\n)')).toBe(true);
    expect(text.slice(prefix.length, -2).split(' \\\n  ')).toEqual([
      `curl -sS -N -g -X POST 'http://127.0.0.1:9/mcp?api_key=${encodeURIComponent('•••••• (hidden, 3 characters)')}'`,
      `-H 'content-type: application/json'`,
      `-H 'accept: application/json, text/event-stream'`,
      `-H 'mcp-session-id: session-1'`,
      `-H @"$mcp_loupe_headers"`,
      `--data-binary ${shellQuote(call.raw)}`,
    ]);
    const revealed = replayCommand(call, log, { revealSecrets: true })!.text;
    expect(revealed).toContain(`printf '%s\\n' 'Authorization: Bearer secret-token' > "$mcp_loupe_headers"`);
    expect(revealed).not.toContain(`-H 'Authorization`);
    expect(revealed).toContain(`'http://127.0.0.1:9/mcp?api_key=abc'`);
  });

  it('is mcp-loupe --cli at the URL, with the headers the person gave, when the server asked something during the call', () => {
    const { log, call, head } = httpLog('http://127.0.0.1:9/mcp?api_key=abc');
    log.append(frame(2, 'in', { id: 'r', method: 'roots/list' }));
    log.append(frame(2, 'out', { id: 'r', result: { roots: [{ uri: 'file:///w' }] } }));
    log.append(frame(2, 'in', { id: 3, result: { content: [] } }));
    const { kind, text } = replayCommand(call, log, { cli: ['mcp-loupe'] })!;
    expect(kind).toBe('cli');
    expect(replayKind(head, log)).toBe('cli');
    expect(text).toBe(
      // The secret header on standard input, the secret variable by name: neither in any process's argv.
      '# Set first (the secrets are kept out of this command): export AUTHORIZATION=…\n' +
        `printf '%s\\n' 'Authorization: '"$AUTHORIZATION" | mcp-loupe --cli --method tools/call --tool echo --args ${shellQuote(JSON.stringify({ message: tricky }))} --roots file:///w --transport http --headers-from - ` +
        `'http://127.0.0.1:9/mcp?api_key=${encodeURIComponent('•••••• (hidden, 3 characters)')}'`,
    );
    expect(replayCommand(head, log, { cli: ['mcp-loupe'] })!.text).toBe(text);
  });

  it('builds a command that really replays such a call against server-everything over Streamable HTTP: the elicitation declined as it was', {
    timeout: 60_000,
  }, async () => {
    const server = await startEverythingHttp('streamableHttp');
    try {
      const { log, call } = httpLog(server.url, { name: 'trigger-elicitation-request', arguments: {} });
      log.append(frame(2, 'in', { id: 0, method: 'elicitation/create', params: { message: 'Please provide inputs' } }));
      log.append(frame(2, 'out', { id: 0, result: { action: 'decline' } }));
      const bin = fileURLToPath(new URL('../../../../bin/mcp-loupe.js', import.meta.url));
      const { text } = replayCommand(call, log, { cli: [process.execPath, bin], revealSecrets: true })!;
      expect(text).toContain('--elicitation decline');
      const { stdout } = await run('sh', ['-c', text], { timeout: 40_000 });
      expect(stdout).toContain('User declined to provide the requested information.');
    } finally {
      await server.stop();
    }
  });

  it('sends what the inspector sent, to a real server', async () => {
    const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const { log, call, responseHead, head } = httpLog(`http://127.0.0.1:${port}/mcp`);
      // The response head replays its exchange, the head itself too: the same request each time.
      for (const entry of [call, responseHead, head]) {
        const { text } = replayCommand(entry, log, { revealSecrets: true })!;
        await run('sh', ['-c', text], { timeout: 20_000 });
      }
      // A body past an argument's size comes from standard input, one newline after it.
      const big = `{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"message":"${"it's ".repeat(50_000)}"}}}`;
      const bigText = curlCommand({
        method: 'POST',
        url: `http://127.0.0.1:${port}/mcp`,
        headers: [['content-type', 'application/json']],
        body: big,
      });
      expect(bigText).toContain("--data-binary @- <<'MCP_LOUPE_FRAMES'\n");
      await runScript(bigText);
      expect(received).toHaveLength(4);
      expect(received[3]!.body).toBe(`${big}\n`);
      expect(received[0]).toMatchObject({
        method: 'POST',
        url: '/mcp',
        body: call.raw,
        headers: {
          'mcp-session-id': 'session-1',
          authorization: 'Bearer secret-token',
          'content-type': 'application/json',
        },
      });
      expect(received[1]!.body).toBe(call.raw);
      // The head's body is the frame it carried, an entry of its own.
      expect(received[2]!.body).toBe(call.raw);
    } finally {
      server.close();
    }
  });

  it('writes every header it is given, in order', () => {
    expect(curlCommand({ method: 'GET', url: 'http://x/sse', headers: [['accept', 'text/event-stream']] })).toBe(
      `curl -sS -N -g -X GET http://x/sse \\\n  -H 'accept: text/event-stream'`,
    );
  });
});
