import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { startHttpFixture, type RunningHttpFixture } from '../../e2e/fixtures/http/start-fixture.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli`, a process of its own, against a 2025-11-25 server that does not know the
// 2026-07-28 probe: revision auto falls back to initialize, and neither a request nor `check --strict` fails for it.
vi.setConfig({ testTimeout: 60_000 });

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args]);

describe.each([
  // The fixture's CORS allow-list lacks Mcp-Method (no browser here to care): the CLI meets the 500 itself.
  [
    'HTTP 500 with -32603 (id null), behind a CORS allow-list without Mcp-Method',
    '500',
    'HTTP 500 with JSON-RPC error -32603 (Internal error)',
  ],
  ['HTTP 404', '404', 'HTTP 404'],
])('a server that answers server/discover with %s', (_name, answer, met) => {
  let server: RunningHttpFixture;
  beforeAll(async () => {
    server = await startHttpFixture('discover-refused', { DISCOVER_ANSWER: answer });
  });
  afterAll(() => server.stop());

  it('--method tools/list answers over initialize', async () => {
    const run = await cli(['--method', 'tools/list', server.url]);
    expect(run.code, run.stdout + run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout);
    expect(report.protocolVersion).toBe('2025-11-25');
    expect(report.result.tools.map((tool: { name: string }) => tool.name)).toEqual(['echo', 'add']);
  });

  it('the overview says the server does not speak 2026-07-28, and what the probe met', async () => {
    const run = await cli(['--format', 'text', server.url]);
    expect(run.code, run.stdout + run.stderr).toBe(EXIT.ok);
    expect(run.stdout).toContain('Revision      2025-11-25 (initialize)');
    expect(run.stdout).toContain(
      `Discovery     Does not speak 2026-07-28: the inspector's server/discover probe was answered with ${met}.`,
    );
  });

  it("check --strict passes: the probe is the inspector's, not the server's failure", async () => {
    const run = await cli(['check', '--strict', server.url]);
    expect(run.code, run.stdout + run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout);
    expect(report.server).toMatchObject({ protocolVersion: '2025-11-25', era: 'legacy' });
    expect(report.counts.fail).toBe(0);
  });
});
