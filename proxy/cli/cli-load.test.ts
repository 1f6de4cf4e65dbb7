import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { startEverythingHttp } from '../../e2e/fixtures/http/start-fixture.ts';
import { EXIT } from './exit-codes.ts';

// `mcp-loupe --cli load`, a process of its own, against a fixture whose tools have a known delay, a fixed pattern of
// failures, answers that break a rule, and a call that ends the process. Counts and kinds are asserted, never speed.
const fixture = fileURLToPath(new URL('../../e2e/fixtures/load-target.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'loupe-load-'));
const at = (name: string) => join(scratch, name);
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (args: string[]) => runMcpLoupe(['--cli', 'load', '--method', 'tools/call', ...args]);

const server = ['--', process.execPath, fixture];
const report = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('mcp-loupe --cli load', () => {
  it('makes exactly --requests calls, C at a time, and no latency is under the tool’s known delay', async () => {
    const run = await cli([
      '--tool',
      'wait',
      '--arg',
      'ms=40',
      '--requests',
      '12',
      '--concurrency',
      '3',
      '--json',
      at('wait.json'),
      ...server,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const figures = report(at('wait.json'));
    expect(figures).toMatchObject({
      format: 'mcp-loupe-load/1',
      tool: 'wait',
      arguments: { ms: 40 },
      server: 'load-target',
    });
    expect(figures).toMatchObject({
      calls: 12,
      ok: 12,
      errors: {},
      concurrency: 3,
      stoppedBy: 'requests',
      exitCode: 0,
    });
    // The fixture's floor: each answer comes at least 40 ms after its call.
    expect(figures.latencyMs.n).toBe(12);
    expect(figures.latencyMs.min).toBeGreaterThanOrEqual(40);
    expect(figures.latencyMs.p50).toBeGreaterThanOrEqual(40);
    // Every figure is given; how they are made from the calls is shared/lib/latency-stats.test.ts's, on fixed inputs.
    expect(Object.keys(figures.latencyMs)).toEqual(expect.arrayContaining(['p50', 'p90', 'p99', 'max']));
    expect(figures.histogram.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0)).toBe(12);
    expect(figures.throughput).toBeGreaterThan(0);
    // The server's own process, read from /proc (Linux).
    expect(figures.memory).toMatchObject({ measured: true });
    expect(figures.memory.maxBytes).toBeGreaterThan(0);
    // The same figures for a person.
    expect(run.stdout).toContain('calls:       12 answered, 12 ok, 0 failed');
    expect(run.stdout).toMatch(/latency: {5}p50 \d+(\.\d)? ms, p90 .* \(n=12\)/);
    expect(run.stdout).toMatch(/memory: {6}the server's process tree \(RSS\): [\d.]+ MiB at the start/);
  });

  it('counts failures by kind: isError and the JSON-RPC error code, and exits 31', async () => {
    const run = await cli([
      '--tool',
      'flaky',
      '--requests',
      '8',
      '--concurrency',
      '2',
      '--json',
      at('flaky.json'),
      ...server,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.loadCallsFailed);
    expect(report(at('flaky.json'))).toMatchObject({ calls: 8, ok: 4, errors: { isError: 2, 'jsonrpc -32000': 2 } });
    expect(run.stdout).toContain('errors:      isError ×2, jsonrpc -32000 ×2');
  });

  it('lists each rule the answers broke once, with how many times', async () => {
    const run = await cli(['--tool', 'untyped', '--requests', '5', '--json', at('untyped.json'), ...server]);
    const findings = report(at('untyped.json')).findings;
    expect(findings).toEqual([expect.objectContaining({ rule: 'result-schema', severity: 'error', count: 5 })]);
    expect(run.stdout).toMatch(/error result-schema ×5: content\[0\]/);
    // A finding alone does not fail the run; --strict makes it.
    expect(run.code).toBe(EXIT.ok);
    expect((await cli(['--tool', 'untyped', '--requests', '2', '--strict', ...server])).code).toBe(EXIT.finding);
  });

  it('stops when the server exits halfway, says when and after how many calls, and leaves no process', async () => {
    const pidFile = at('server.pid');
    const run = await cli([
      '--tool',
      'exit-on',
      '--arg',
      'call=6',
      '--requests',
      '100',
      '--json',
      at('crash.json'),
      '-e',
      `PIDFILE=${pidFile}`,
      ...server,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.loadServerLost);
    const figures = report(at('crash.json'));
    expect(figures.stoppedBy).toBe('server-lost');
    // One at a time: five answered, the sixth ended the process; nothing was started after it.
    expect(figures.serverLost).toMatchObject({ afterCalls: 5 });
    expect(figures.serverLost.reason).toMatch(/exited with code 1/);
    expect(figures.calls).toBe(6);
    expect(figures.errors).toEqual({ transport: 1 });
    expect(run.stdout).toMatch(/stopped: {5}the server went away [\d.]+ s into the run, after 5 calls answered/);
    expect(run.stderr).toContain('the server went away during the run');
    expect(alive(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });

  it('stops by itself after --duration', async () => {
    const run = await cli([
      '--tool',
      'wait',
      '--arg',
      'ms=50',
      '--duration',
      '0.3',
      '--json',
      at('duration.json'),
      ...server,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const figures = report(at('duration.json'));
    expect(figures.stoppedBy).toBe('duration');
    expect(figures.calls).toBeGreaterThan(0);
    expect(figures.calls).toBe(figures.ok);
  });

  it('loads a server behind a loopback URL, and says its memory is not measured', async () => {
    const http = await startEverythingHttp('streamableHttp');
    try {
      const run = await cli([
        '--tool',
        'echo',
        '--arg',
        'message=hi',
        '--requests',
        '6',
        '--concurrency',
        '2',
        '--json',
        at('http.json'),
        http.url,
      ]);
      expect(run.code, run.stderr).toBe(EXIT.ok);
      const figures = report(at('http.json'));
      expect(figures).toMatchObject({ calls: 6, ok: 6, memory: { measured: false } });
      expect(figures.memory.why).toContain('behind a URL');
      expect(run.stdout).toContain('memory:      not measured: the server is behind a URL');
    } finally {
      await http.stop();
    }
  });

  it('refuses a server that is not this machine without --allow-remote, before any connection', async () => {
    const run = await cli(['--tool', 'x', '--requests', '1', 'http://192.0.2.1:9/mcp']);
    expect(run.code).toBe(EXIT.loadRemoteRefused);
    expect(run.stderr).toContain('load refuses 192.0.2.1: it is not this machine');
    expect(run.stderr).toContain('--allow-remote');
  });

  it('says which tool is missing, and takes no --requests of zero', async () => {
    expect((await cli(['--requests', '3', ...server])).code).toBe(EXIT.usage);
    const zero = await cli(['--tool', 'wait', '--requests', '0', ...server]);
    expect(zero.code).toBe(EXIT.usage);
    expect(zero.stderr).toContain('--requests "0": expected a whole number');
  });
});
