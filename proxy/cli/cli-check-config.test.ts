import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// `mcp-loupe --cli check` and `--config`, run as the real command against real servers.
const everything = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);
const broken = fileURLToPath(new URL('../../e2e/fixtures/checkup-broken.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'loupe-cli-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
vi.setConfig({ testTimeout: 90_000 });

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args]);

describe('mcp-loupe --cli check', () => {
  it('passes server-everything: no check fails', async () => {
    const run = await cli(['check', '--', process.execPath, everything, 'stdio']);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout);
    expect(report.format).toBe('mcp-loupe-checkup');
    expect(report.checks.length).toBeGreaterThan(10);
    expect(report.counts.fail).toBe(0);
    expect(report.checks.map((check: { name: string }) => check.name)).toContain('unknown-method');
  });

  it('names what is wrong with a broken server, and exits non-zero under --strict', async () => {
    const run = await cli(['check', '--strict', '--format', 'text', '--', process.execPath, broken]);
    expect(run.code, run.stderr).toBe(EXIT.finding);
    expect(run.stdout).toMatch(/unknown-method/);
    expect(run.stdout).toMatch(/fail/i);
  });
});

describe('mcp-loupe --cli --config', () => {
  it('runs a server named in a Claude Desktop config, with --env on top of its variables', async () => {
    const config = join(scratch, 'claude_desktop_config.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { everything: { command: process.execPath, args: [everything, 'stdio'], env: { FROM_FILE: '1' } } },
      }),
    );
    const run = await cli(['--method', 'tools/list', '--config', config, '--server', 'everything', '--env', 'EXTRA=2']);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const names = JSON.parse(run.stdout).result.tools.map((tool: { name: string }) => tool.name);
    expect(names).toContain('echo');
  });

  it('says which servers a file holds when the name is not one of them', async () => {
    const config = join(scratch, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { one: { command: 'a' }, two: { command: 'b' } } }));
    const run = await cli(['--method', 'ping', '--config', config, '--server', 'three']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toMatch(/one/);
    expect(run.stderr).toMatch(/two/);
  });
});
