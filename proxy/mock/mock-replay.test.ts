import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, ftruncateSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from '../cli/exit-codes.ts';

// Real processes throughout: server-everything recorded by `mcp-loupe --cli record`, served by `mcp-loupe --mock`,
// asked again by `mcp-loupe --cli`.
const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const everything = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);
const scratch = mkdtempSync(join(tmpdir(), 'loupe-mock-'));
const at = (name: string) => join(scratch, name);
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const run = (args: string[], input?: string) => runMcpLoupe(args, {}, input);

interface Recorded {
  frame: Record<string, any>;
  answer: Record<string, unknown>;
}

/** The recording's requests (the handshake aside) with the answer each got, read straight from the log file. */
function recordedRequests(file: string): Recorded[] {
  const entries = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return entries
    .filter((entry) => entry.direction === 'out' && entry.kind === 'request' && entry.method !== 'initialize')
    .map((entry) => {
      const answer = entries.find((other) => other.direction === 'in' && other.requestSeq === entry.seq);
      const { result, error } = JSON.parse(answer.raw);
      return { frame: JSON.parse(entry.raw), answer: error === undefined ? { result } : { error } };
    });
}

/** Every recorded request in one batch through `mcp-loupe --cli --method raw`: each answer against the recorded one. */
async function replayThroughCli(target: string[]): Promise<void> {
  const recorded = recordedRequests(at('rec.jsonl'));
  const batch = recorded.map(({ frame }, index) => ({ ...frame, id: `replay-${index}` }));
  const cli = await run(['--cli', '--method', 'raw', '--json', JSON.stringify(batch), ...target]);
  const answers = JSON.parse(cli.stdout).raw.answers as Array<{ id: string; message: Record<string, unknown> }>;
  expect(answers.map((answer) => answer.id)).toEqual(batch.map((frame) => frame.id));
  answers.forEach(({ message }, index) => {
    const { jsonrpc: _v, id: _id, ...answer } = message;
    expect(answer, `${recorded[index]!.frame.method} (request ${index})`).toEqual(recorded[index]!.answer);
  });
}

beforeAll(async () => {
  const recording = await run([
    '--cli',
    'record',
    '--out',
    at('rec.jsonl'),
    '--methods',
    'check,tools/call',
    '--tool',
    'echo',
    '--arg',
    'message=hi',
    '--',
    process.execPath,
    everything,
    'stdio',
  ]);
  expect(recording.code, recording.stderr).toBe(EXIT.ok);
  expect(recording.stderr).toMatch(/recorded \d+ requests \(check, tools\/call\) to /);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('mcp-loupe --cli record', () => {
  it("writes the checkup's requests and the asked call, each with its answer", () => {
    const methods = recordedRequests(at('rec.jsonl')).map(({ frame }) => frame.method);
    expect(methods).toEqual(expect.arrayContaining(['tools/list', 'resources/list', 'prompts/list', 'tools/call']));
    expect(methods.length).toBeGreaterThan(8);
  });
});

describe('mcp-loupe --mock', () => {
  it('answers every recorded request as recorded, over stdio, to mcp-loupe --cli', async () => {
    await replayThroughCli(['--', process.execPath, bin, '--mock', at('rec.jsonl')]);
  });

  it('answers every recorded request as recorded over Streamable HTTP on 127.0.0.1', async () => {
    const mock = await startHttpMock();
    try {
      await replayThroughCli([mock.url]);
      const echo = await run(['--cli', '--method', 'tools/call', '--tool', 'echo', '--arg', 'message=hi', mock.url]);
      expect(echo.code, echo.stderr).toBe(EXIT.ok);
      expect(JSON.parse(echo.stdout).result.content).toEqual([{ type: 'text', text: 'Echo: hi' }]);
    } finally {
      mock.child.kill('SIGTERM');
    }
    expect(await mock.exited).toBe(EXIT.ok);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin, and lets a loopback page in', async () => {
    const mock = await startHttpMock();
    try {
      const port = Number(new URL(mock.url).port);
      expect((await post(port, { host: 'evil.example' })).status).toBe(403);
      expect((await post(port, { host: `127.0.0.1:${port}`, origin: 'http://evil.example' })).status).toBe(403);
      const page = await post(port, { host: `127.0.0.1:${port}`, origin: 'http://127.0.0.1:6280' });
      expect(page.status).toBe(200);
      expect(page.allowOrigin).toBe('http://127.0.0.1:6280');
    } finally {
      mock.child.kill('SIGTERM');
    }
    await mock.exited;
  });

  it('answers a request with no recording by naming the closest one, and exits 24', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25' } };
    const call = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'bye' } },
    };
    const mock = await run(['--mock', at('rec.jsonl')], `${JSON.stringify(init)}\n${JSON.stringify(call)}\n`);
    expect(mock.code).toBe(EXIT.mockUnanswered);
    const answers = mock.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answers[0].result.serverInfo.name).toBe('mcp-servers/everything');
    expect(answers[1].id).toBe(2);
    expect(answers[1].error.message).toMatch(
      /^mcp-loupe mock: no recorded answer to this tools\/call \(--match exact\); the closest recorded request is entry \d+: \/arguments\/message: "bye" here, "hi" recorded$/,
    );
    expect(mock.stderr).toContain('1 request(s) had no recording');
    // The CLI in front of it says the same, as the server's JSON-RPC error.
    const cli = await run([
      '--cli',
      '--method',
      'tools/call',
      '--tool',
      'echo',
      '--arg',
      'message=bye',
      '--',
      process.execPath,
      bin,
      '--mock',
      at('rec.jsonl'),
    ]);
    expect(cli.code).toBe(EXIT.jsonRpcError);
    expect(JSON.parse(cli.stdout).error.message).toContain('"bye" here, "hi" recorded');
  });

  it('refuses logs it cannot serve, each with its reason and exit 23', async () => {
    const text = readFileSync(at('rec.jsonl'), 'utf8');
    writeFileSync(at('cut.jsonl'), text.slice(0, text.length - 40));
    writeFileSync(at('snapshot.json'), JSON.stringify({ format: 'mcp-loupe-snapshot/1', server: {} }, null, 2));
    writeFileSync(at('other.jsonl'), '{"type":"request","payload":{}}\n{"type":"response","payload":{}}\n');
    // A 1 GiB file, sparse: refused by its size, not read.
    const fd = openSync(at('huge.jsonl'), 'w');
    ftruncateSync(fd, 1024 * 1024 * 1024);
    closeSync(fd);
    const cases: Array<[string, RegExp]> = [
      ['cut.jsonl', /truncated: its last line \(\d+\) is cut short: not JSON/],
      ['snapshot.json', /one JSON document \("format": "mcp-loupe-snapshot\/1"\), not a log exported by mcp-loupe/],
      ['other.jsonl', /not a log exported by mcp-loupe: line 1 is not a log entry/],
      ['huge.jsonl', /1024 MiB, over the 256 MiB a log may be: not read/],
      ['missing.jsonl', /no such file/],
    ];
    for (const [file, reason] of cases) {
      const mock = await run(['--mock', at(file)]);
      expect(mock.code, file).toBe(EXIT.mockLogUnreadable);
      expect(mock.stderr, file).toMatch(reason);
      expect(mock.stdout, file).toBe('');
    }
    expect((await run(['--mock'])).code).toBe(EXIT.usage);
    expect((await run(['--mock', at('rec.jsonl'), '--match', 'fuzzy'])).stderr).toContain(
      '--match "fuzzy": expected one of exact, method',
    );
  });
});

async function startHttpMock(): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [bin, '--mock', at('rec.jsonl'), '--port', '0']);
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const found = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (found) resolve(found[1]!);
    });
    void exited.then(() => reject(new Error(`the mock ended: ${stderr}`)));
  });
  return { url, child, exited };
}

function post(port: number, headers: Record<string, string>): Promise<{ status: number; allowOrigin?: string }> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(typeof response.headers['access-control-allow-origin'] === 'string'
              ? { allowOrigin: response.headers['access-control-allow-origin'] }
              : {}),
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
