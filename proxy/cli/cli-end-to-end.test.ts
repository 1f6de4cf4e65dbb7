import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freePort,
  startEverythingHttp,
  startHttpFixture,
  type RunningHttpFixture,
} from '../../e2e/fixtures/http/start-fixture.ts';
import { startGateway } from '../../e2e/fixtures/http/start-gateway.ts';
import { parseJsonLines } from '../../shared/wire/import-log.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli`, a process of its own, against real servers: server-everything over stdio and
// Streamable HTTP, and our own fixtures for what a well-behaved server never does.
const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../../e2e/fixtures/${name}.mjs`, import.meta.url));
const everythingStdio = [
  '--',
  process.execPath,
  fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];
const scratch = mkdtempSync(join(tmpdir(), 'loupe-cli-'));
// Tests run side by side, each process a second or so of CPU: a few at a time keep a busy machine answering.
const RUNNING_AT_ONCE = 3;
vi.setConfig({ testTimeout: 60_000 });

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout as the JSON report. */
  json: () => Record<string, any>;
}

let running = 0;
const queue: Array<() => void> = [];

async function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  // A finished run hands its slot straight to the next in line.
  if (running >= RUNNING_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  else running++;
  try {
    return await spawnCli(args, env);
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

function spawnCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--cli', ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}

function file(name: string, value: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

let http: RunningHttpFixture;
beforeAll(async () => {
  http = await startEverythingHttp('streamableHttp');
});
afterAll(() => http.stop());

/** The same run over both transports: a URL last (as the conformance suite puts it), or a command after "--". */
const transports = [
  ['stdio', (args: string[]) => [...args, ...everythingStdio]],
  ['Streamable HTTP', (args: string[]) => [...args, http.url]],
] as const;

describe.concurrent.each(transports)('every method against server-everything over %s', (_name, target) => {
  it('initialize prints the overview: who, which revision, capabilities, instructions, counts', async () => {
    const run = await cli(target([]));
    expect(run.code).toBe(EXIT.ok);
    const { result } = run.json();
    expect(result.serverInfo.name).toBe('mcp-servers/everything');
    expect(result.protocolVersion).toBe('2025-11-25');
    expect(result.capabilities).toHaveProperty('tools');
    expect(result.instructions).toContain('Everything Server');
    expect(result.counts).toMatchObject({
      tools: expect.any(Number),
      resources: expect.any(Number),
      resourceTemplates: expect.any(Number),
      prompts: expect.any(Number),
    });
    const text = await cli(target(['--format', 'text', '--method', 'initialize']));
    expect(text.stdout).toMatch(
      /^Server {8}mcp-servers\/everything .*\nRevision {6}2025-11-25 \(initialize\)\nDiscovery {5}Does not speak 2026-07-28: the inspector's server\/discover probe was answered with .*JSON-RPC error -32\d+ .*\.\nCapabilities {2}tools \(listChanged\), resources/,
    );
    expect(text.stdout).toContain(
      `${result.counts.tools} tools, ${result.counts.resources} resources, ${result.counts.resourceTemplates} resource templates, ${result.counts.prompts} prompts`,
    );
  });

  it('tools/list gathers every page; tools/call sends --arg values as JSON where they parse', async () => {
    const list = await cli(target(['--method', 'tools/list']));
    expect(list.code).toBe(EXIT.ok);
    expect(list.json().result.tools.map((tool: { name: string }) => tool.name)).toContain('get-sum');
    expect(list.json().pages).toBe(1);
    const sum = await cli(
      target(['--method', 'tools/call', '--tool', 'get-sum', '--arg', 'a=2', '--args', '{"b":40}']),
    );
    expect(sum.code).toBe(EXIT.ok);
    expect(sum.json().result.content[0].text).toContain('42');
  });

  it('resources/list, resources/templates/list and resources/read', async () => {
    const [resources, templates] = await Promise.all([
      cli(target(['--method', 'resources/list'])),
      cli(target(['--method', 'resources/templates/list'])),
    ]);
    const uri = resources.json().result.resources.find((resource: { uri: string }) => resource.uri.endsWith('.md')).uri;
    expect(templates.json().result.resourceTemplates[0].uriTemplate).toMatch(/\{resourceId\}/);
    const read = await cli(target(['--method', 'resources/read', '--uri', uri, '--format', 'text']));
    expect(read.code).toBe(EXIT.ok);
    expect(read.stdout).toMatch(/^# /);
  });

  it('prompts/list, prompts/get with --arg, and completion/complete', async () => {
    const [prompts, prompt, completion] = await Promise.all([
      cli(target(['--method', 'prompts/list', '--format', 'text'])),
      cli(
        target([
          '--method',
          'prompts/get',
          '--prompt',
          'args-prompt',
          '--arg',
          'city=Paris',
          '--arg',
          'state=TX',
          '--format',
          'text',
        ]),
      ),
      cli(target(['--method', 'completion/complete', '--ref', 'prompt:completable-prompt', '--arg', 'department=Eng'])),
    ]);
    expect(prompts.stdout).toContain('args-prompt(city, state?)');
    expect(prompt.stdout).toContain("What's weather in Paris, TX?");
    expect(completion.json().result.completion.values).toEqual(['Engineering']);
  });

  it('ping, logging/setLevel, and a raw frame answered as sent', async () => {
    const [ping, level, raw] = await Promise.all([
      cli(target(['--method', 'ping', '--format', 'text'])),
      cli(target(['--method', 'logging/setLevel', '--level', 'debug'])),
      cli(target(['--method', 'raw', '--json', '{"jsonrpc":"2.0","id":"mine-1","method":"tools/list"}'])),
    ]);
    expect(ping.stdout).toMatch(/^pong \(\d+ ms\)/);
    expect([ping.code, level.code, raw.code]).toEqual([EXIT.ok, EXIT.ok, EXIT.ok]);
    expect(level.json().result).toEqual({});
    expect(raw.json().raw.answers[0].message).toMatchObject({ id: 'mine-1', result: { tools: expect.any(Array) } });
  });

  it('a JSON-RPC error answer exits 4, and a tool result with isError exits 5', async () => {
    const [error, toolError] = await Promise.all([
      cli(target(['--method', 'raw', '--json', '{"jsonrpc":"2.0","id":1,"method":"no/such/method"}'])),
      cli(target(['--method', 'tools/call', '--tool', 'get-sum', '--arg', 'a=1', '--arg', 'b=not a number'])),
    ]);
    expect(error.code).toBe(EXIT.jsonRpcError);
    expect(error.json().raw.answers[0].message.error.code).toBe(-32601);
    expect(error.stderr).toContain('warning unknown-method: → no/such/method id 1');
    expect(toolError.code).toBe(EXIT.toolError);
    expect(toolError.json().result.isError).toBe(true);
  });
});

describe.concurrent('exit codes', () => {
  it('2 for a usage error, before any server starts', async () => {
    const run = await cli(['--method', 'tools/call', ...everythingStdio]);
    expect(run).toMatchObject({ code: EXIT.usage, stdout: '' });
    expect(run.stderr).toContain('mcp-loupe: --method tools/call needs --tool');
    const missing = await cli(['--elicitation', join(scratch, 'missing.json'), ...everythingStdio]);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain('no such file');
  });

  it('3 when the server cannot be started or reached', async () => {
    const [command, url] = await Promise.all([
      cli(['--', join(scratch, 'no-such-program')]),
      freePort().then((port) => cli([`http://127.0.0.1:${port}/mcp`])),
    ]);
    expect(command.code).toBe(EXIT.connection);
    expect(command.stderr).toMatch(/mcp-loupe: Cannot start .*no-such-program.*: command not found/);
    expect(command.json().connectionFailure).toMatch(/command not found/);
    expect(url.code).toBe(EXIT.connection);
  });

  it('3 when the server dies in the middle of a request', async () => {
    const run = await cli([
      '--method',
      'tools/call',
      '--tool',
      'crash',
      '--',
      process.execPath,
      fixture('crash-mid-request'),
    ]);
    expect(run.code).toBe(EXIT.connection);
    expect(run.json().error.message).toMatch(/exited with code 3[\s\S]*simulated crash/);
  });

  it('6 under --strict for a finding of the rules, 0 without it', async () => {
    const args = ['--method', 'tools/call', '--tool', 'break-rules', '--', process.execPath, fixture('rule-breaker')];
    const [lenient, strict] = await Promise.all([cli(args), cli(['--strict', ...args])]);
    expect(lenient.code).toBe(EXIT.ok);
    expect(strict.code).toBe(EXIT.finding);
    // Each finding is a line on stderr, and an entry in the report (the call's id follows the tools/list that learnt its outputSchema).
    expect(strict.stderr).toMatch(
      /^ {2}error response-already-answered: ← result id (\d+) \(frame \d+\) at \/id: answers id \1/m,
    );
    const rules = new Set(strict.json().findings.map((finding: { rule: string }) => finding.rule));
    expect(rules).toContain('unknown-notification');
    expect(rules).toContain('response-already-answered');
  });

  it('6 under --strict for a list whose cursor comes back, 0 without it', async () => {
    // The session's list walk (the checkup's too) stops on a repeated cursor and says so as a finding, not as text only.
    const args = ['--method', 'tools/list', '--', process.execPath, fixture('repeated-cursor')];
    const [lenient, strict] = await Promise.all([cli(args), cli(['--strict', ...args])]);
    expect(lenient.code).toBe(EXIT.ok);
    expect(strict.code).toBe(EXIT.finding);
    expect(strict.json().findings).toEqual([
      expect.objectContaining({ rule: 'list-cursor-repeated', severity: 'error', pointer: '/result/nextCursor' }),
    ]);
    expect(strict.stderr).toMatch(/error list-cursor-repeated: .*page 2 gave nextCursor "the-same-cursor" again/);
  });

  it('7 when a request has no answer within --timeout, and the request is cancelled on the wire', async () => {
    const log = join(scratch, 'timeout.jsonl');
    const run = await cli([
      '--method',
      'tools/call',
      '--tool',
      'hang',
      '--timeout',
      '1',
      '--log',
      log,
      '--',
      process.execPath,
      fixture('never-answers'),
    ]);
    expect(run.code).toBe(EXIT.timeout);
    expect(run.json().error).toMatchObject({
      timedOut: true,
      message: expect.stringContaining('No answer within 1 s'),
    });
    const { entries } = parseJsonLines(readFileSync(log, 'utf8'));
    expect(entries.some((entry) => entry.direction === 'out' && entry.method === 'notifications/cancelled')).toBe(true);
  });
});

describe.concurrent('the wire log (--log)', () => {
  it("is the page's export format: the page's import reads every line back, pairing and findings kept", async () => {
    const log = join(scratch, 'stdio.jsonl');
    const run = await cli([
      '--method',
      'tools/call',
      '--tool',
      'echo',
      '--arg',
      'message=logged',
      '--log',
      log,
      ...everythingStdio,
    ]);
    expect(run.code).toBe(EXIT.ok);
    const { entries, skipped } = parseJsonLines(readFileSync(log, 'utf8'));
    expect(skipped).toEqual([]);
    const call = entries.find((entry) => entry.direction === 'out' && entry.method === 'tools/call')!;
    const answer = entries.find((entry) => entry.requestSeq === call.seq)!;
    expect(JSON.parse(answer.raw).result.content[0].text).toBe('Echo: logged');
    expect(entries.some((entry) => entry.kind === 'process' && /^Started process \d+/.test(entry.raw))).toBe(true);
    expect(
      entries.find((entry) => entry.method === 'server/discover' && entry.direction === 'in')?.findings?.[0]?.rule,
    ).toBe('revision-probe-declined');
  });

  it('holds each HTTP exchange, with the bearer token masked', async () => {
    const log = join(scratch, 'http.jsonl');
    const run = await cli([
      '--method',
      'ping',
      '--bearer',
      'secret-token-123',
      '--header',
      'X-Team: blue',
      '--log',
      log,
      http.url,
    ]);
    expect(run.code).toBe(EXIT.ok);
    const text = readFileSync(log, 'utf8');
    expect(text).not.toContain('secret-token-123');
    const { entries } = parseJsonLines(text);
    const post = entries.find(
      (entry) => entry.kind === 'http' && entry.direction === 'out' && entry.http?.method === 'POST',
    )!;
    expect(post.http!.requestHeaders).toContainEqual(['x-team', 'blue']);
    expect(entries.some((entry) => entry.kind === 'http' && entry.http?.method === 'DELETE')).toBe(true);
  });
});

describe.concurrent('revisions and transports', () => {
  it('--revision pins a 2025 revision through initialize', async () => {
    const run = await cli(['--revision', '2025-06-18', '--method', 'ping', http.url]);
    expect(run.json().protocolVersion).toBe('2025-06-18');
  });

  it('speaks 2026-07-28 over HTTP, mirroring a tool argument into its Mcp-Param header', async () => {
    const modern = await startHttpFixture('modern-http');
    try {
      const run = await cli(['--method', 'tools/call', '--tool', 'route', '--arg', 'region=eu-west', modern.url]);
      expect(run.code).toBe(EXIT.ok);
      expect(run.json()).toMatchObject({
        protocolVersion: '2026-07-28',
        result: { content: [{ text: 'routed to eu-west' }] },
      });
    } finally {
      await modern.stop();
    }
  });

  it('3, naming the transport that answers, when --transport names the other one (not the path)', async () => {
    const [sse, streamable] = await Promise.all([startGateway('supergateway-sse'), startGateway('mcp-proxy')]);
    try {
      const [http, legacy] = await Promise.all([
        cli(['--transport', 'http', '--method', 'ping', sse.url]),
        cli(['--transport', 'sse', '--method', 'ping', streamable.url]),
      ]);
      expect([http.code, legacy.code]).toEqual([EXIT.connection, EXIT.connection]);
      expect(http.stderr).toMatch(/speaks legacy HTTP\+SSE, not Streamable HTTP: .*--transport sse/);
      expect(http.stderr).not.toMatch(/path/);
      expect(legacy.stderr).toMatch(/speaks Streamable HTTP, not legacy HTTP\+SSE: .*--transport http/);
      expect(legacy.json().connectionFailure).toMatch(/speaks Streamable HTTP/);
    } finally {
      await Promise.all([sse.stop(), streamable.stop()]);
    }
  });

  it('finds legacy HTTP+SSE by itself, or as --transport sse says', async () => {
    const sse = await startEverythingHttp('sse');
    try {
      const [auto, chosen] = await Promise.all([
        cli(['--method', 'ping', '--log', join(scratch, 'sse.jsonl'), sse.url]),
        cli(['--transport', 'sse', '--method', 'ping', sse.url]),
      ]);
      expect([auto.code, chosen.code]).toEqual([EXIT.ok, EXIT.ok]);
      const { entries } = parseJsonLines(readFileSync(join(scratch, 'sse.jsonl'), 'utf8'));
      expect(entries.some((entry) => entry.kind === 'process' && /trying legacy HTTP\+SSE/.test(entry.raw))).toBe(true);
    } finally {
      await sse.stop();
    }
  });
});

describe.concurrent("answers to the server's own requests", () => {
  it('declares nothing unasked: without --elicitation the elicitation tool is not even offered', async () => {
    const run = await cli(['--method', 'tools/call', '--tool', 'trigger-elicitation-request', http.url]);
    expect(run.code).toBe(EXIT.toolError);
    expect(run.json().result.content[0].text).toMatch(/not found/);
  });

  it('--elicitation accept-defaults, a content file, decline', async () => {
    const content = file('content.json', { name: 'Ada', check: true, integer: 7 });
    const [defaults, given, declined] = await Promise.all([
      cli([
        '--method',
        'tools/call',
        '--tool',
        'trigger-elicitation-request',
        '--elicitation',
        'accept-defaults',
        http.url,
      ]),
      cli([
        '--method',
        'tools/call',
        '--tool',
        'trigger-elicitation-request',
        '--elicitation',
        content,
        ...everythingStdio,
      ]),
      cli([
        '--method',
        'tools/call',
        '--tool',
        'trigger-elicitation-request',
        '--elicitation',
        'decline',
        '--format',
        'text',
        ...everythingStdio,
      ]),
    ]);
    expect(defaults.json().result.content.at(-1).text).toContain('"firstLine": "It was a dark and stormy night."');
    expect(given.json().result.content[1].text).toContain('- Name: Ada');
    expect(given.json().result.content[1].text).toContain('- Favorite Integer: 7');
    expect(declined.stdout).toContain('User declined to provide the requested information');
  });

  it('--sampling FILE answers with its CreateMessageResult; --sampling decline refuses', async () => {
    const reply = file('reply.json', {
      role: 'assistant',
      content: { type: 'text', text: 'a canned answer' },
      model: 'canned-model',
      stopReason: 'endTurn',
    });
    const [answered, declined] = await Promise.all([
      cli([
        '--method',
        'tools/call',
        '--tool',
        'trigger-sampling-request',
        '--arg',
        'prompt=hello',
        '--sampling',
        reply,
        ...everythingStdio,
      ]),
      cli([
        '--method',
        'tools/call',
        '--tool',
        'trigger-sampling-request',
        '--arg',
        'prompt=hello',
        '--sampling',
        'decline',
        http.url,
      ]),
    ]);
    expect(answered.code).toBe(EXIT.ok);
    expect(answered.json().result.content[0].text).toContain('a canned answer');
    expect(declined.json().result).toMatchObject({
      isError: true,
      content: [{ text: expect.stringContaining('User rejected sampling request') }],
    });
  });

  it('--roots answers roots/list', async () => {
    const run = await cli([
      '--method',
      'tools/call',
      '--tool',
      'get-roots-list',
      '--roots',
      'file:///work/alpha',
      '--roots',
      'file:///work/beta',
      '--format',
      'text',
      ...everythingStdio,
    ]);
    expect(run.stdout).toContain('URI: file:///work/alpha');
    expect(run.stdout).toContain('URI: file:///work/beta');
  });

  it('answers 2026-07-28 input_required rounds the same way', async () => {
    const booking = file('booking.json', { partySize: 4, date: '2026-08-01', seating: 'terrace' });
    const server = ['--', process.execPath, fixture('modern-input-required')];
    const [booked, roots] = await Promise.all([
      cli(['--method', 'tools/call', '--tool', 'book-table', '--elicitation', booking, '--format', 'text', ...server]),
      cli(['--method', 'tools/call', '--tool', 'list-my-roots', '--roots', 'file:///work/alpha', ...server]),
    ]);
    expect(booked.stdout).toContain('Booked at Chez Loupe: 4 people on 2026-08-01, seating terrace');
    expect(roots.json()).toMatchObject({
      protocolVersion: '2026-07-28',
      result: { content: [{ text: '(unnamed): file:///work/alpha' }] },
    });
  });
});
