import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEverythingHttp, startHttpFixture, type RunningHttpFixture } from '../e2e/fixtures/http/start-fixture.ts';
import { secondConnectionOpener } from '../shared/checkup/fresh-connection.ts';
import type { CheckResult, CheckupReport } from '../shared/checkup/checkup-report.ts';
import { runCheckup } from '../shared/checkup/run-checkup.ts';
import { McpSession, type HttpEnvironment } from '../shared/session/mcp-session.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { runMcpLoupe } from './test-kit/run-mcp-loupe.ts';
import { EXIT } from './cli/exit-codes.ts';

// The checkup of servers behind a URL, as the page runs it (the session over real HTTP, Node's fetch standing in for
// the page's direct route) and as `mcp-loupe --cli check` runs it: real servers, real processes.
vi.setConfig({ testTimeout: 90_000 });
const direct: HttpEnvironment = { directFetch: async () => (input, init) => fetch(input, init) };

async function checkup(url: string): Promise<{ report: CheckupReport; log: WireLog }> {
  const log = new WireLog(() => {});
  const session = new McpSession({ log, bridgeUrl: 'ws://127.0.0.1:1/unused', http: direct, probeTimeoutMs: 3000 });
  await session.connect({ kind: 'http', url, transport: 'auto', route: 'direct', headers: [] });
  expect(session.state.getSnapshot().reason ?? 'connected').toBe('connected');
  try {
    return {
      report: await runCheckup(session, { openConnection: secondConnectionOpener(session, { http: direct }) }),
      log,
    };
  } finally {
    await session.disconnect();
  }
}

const check = (report: { checks: readonly CheckResult[] }, name: string): CheckResult =>
  report.checks.find((item) => item.name === name)!;

async function cliCheckup(url: string): Promise<{ code: number | null; report: CheckupReport }> {
  const run = await runMcpLoupe(['--cli', 'check', '--strict', url]);
  return { code: run.code, report: JSON.parse(run.stdout) as CheckupReport };
}

describe('the checkup of a 2026-07-28 server over HTTP', () => {
  let server: RunningHttpFixture;
  beforeAll(async () => {
    server = await startHttpFixture('modern-http');
  });
  afterAll(() => server.stop());

  it('takes the -32601 that came with HTTP 404 as the answer it is, in the page and the command line', async () => {
    const { report } = await checkup(server.url);
    expect(check(report, 'unknown-method')).toMatchObject({
      result: 'pass',
      summary: 'mcp-loupe/checkup-no-such-method was answered -32601 Method not found (with HTTP 404)',
      findings: [],
    });
    const cli = await cliCheckup(server.url);
    expect(check(cli.report, 'unknown-method').result).toBe('pass');
    expect(cli.report.counts.fail).toBe(0);
    expect(cli.code).toBe(EXIT.ok);
  });

  it('asks for an unsupported revision on a connection of its own', async () => {
    const { report } = await checkup(server.url);
    const version = check(report, 'unsupported-version');
    expect(version.result, version.summary).toBe('pass');
    expect(version.evidence.text).toMatch(/^On connection 1001, opened for this check: Refused with -32022/);
  });
});

describe.each(['streamableHttp', 'sse'] as const)(
  'the checkup of a 2025 server over HTTP (server-everything %s)',
  (mode) => {
    let server: RunningHttpFixture;
    beforeAll(async () => {
      server = await startEverythingHttp(mode);
    });
    afterAll(() => server.stop());

    it('offers an unsupported revision in an initialize on a second connection, as over stdio, in the page and the command line', async () => {
      const { report, log } = await checkup(server.url);
      const version = check(report, 'unsupported-version');
      expect(version.result, version.summary).toBe('pass');
      expect(version.summary).toBe('Offered 1999-01-01, the server answered with 2025-11-25, a revision it supports');
      expect(version.evidence.frames.map((frame) => frame.label)).toEqual(['initialize', 'initialize result']);
      const second = log.entries().filter((entry) => entry.connection === 1001);
      expect(
        second.some(
          (entry) => entry.kind === 'request' && entry.method === 'initialize' && entry.raw.includes('1999-01-01'),
        ),
      ).toBe(true);
      if (mode === 'streamableHttp') {
        // The session the initialize opened is ended again.
        expect(second.some((entry) => entry.kind === 'http' && entry.http?.method === 'DELETE')).toBe(true);
      }
      const cli = await cliCheckup(server.url);
      expect(check(cli.report, 'unsupported-version')).toMatchObject({ result: 'pass', summary: version.summary });
    });
  },
);
