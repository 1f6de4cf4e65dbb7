import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { parseJsonLines } from '../../shared/wire/import-log.ts';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli` against the published MCP Apps example servers over stdio.
const example = (name: string) => [
  '--',
  process.execPath,
  fileURLToPath(new URL(`../../node_modules/@modelcontextprotocol/${name}/dist/index.js`, import.meta.url)),
  '--stdio',
];
const basic = example('server-basic-vanillajs');
const monitor = example('server-system-monitor');
const VIEW = 'ui://get-time/mcp-app.html';
const scratch = mkdtempSync(join(tmpdir(), 'loupe-cli-apps-'));
vi.setConfig({ testTimeout: 60_000 });

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args]);

describe.concurrent('mcp-loupe --cli and MCP Apps', () => {
  it("tools/list as text marks each tool's app, its visibility, and the app-only tool", async () => {
    const run = await cli(['--method', 'tools/list', '--format', 'text', ...monitor]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    expect(run.stdout).toContain('get-system-info — Get System Info: Returns system information');
    expect(run.stdout).toContain('\n  app ui://system-monitor/mcp-app.html · visibility model, app\n');
    expect(run.stdout).toContain('poll-system-stats — Poll System Stats');
    expect(run.stdout).toContain('\n  visibility app · app-only: not for the model, a chat host hides it\n');
  });

  it('tools/list as JSON is the answer as received, _meta and all, with nothing added', async () => {
    const run = await cli(['--method', 'tools/list', ...monitor]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report)).toEqual([
      'method',
      'protocolVersion',
      'result',
      'pages',
      'problems',
      'durationMs',
      'findings',
      'exitCode',
    ]);
    expect(report.result.tools.map((tool: { _meta?: unknown }) => tool._meta)).toEqual([
      { ui: { resourceUri: 'ui://system-monitor/mcp-app.html' }, 'ui/resourceUri': 'ui://system-monitor/mcp-app.html' },
      { ui: { visibility: ['app'] } },
    ]);
  });

  it("resources/read of a ui:// view as text gives the view's facts, not its HTML, which stays in --log", async () => {
    const log = join(scratch, 'read.jsonl');
    const run = await cli(['--method', 'resources/read', '--uri', VIEW, '--format', 'text', '--log', log, ...basic]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`App view      ${VIEW}`);
    expect(lines[1]).toBe('MIME type     text/html;profile=mcp-app');
    expect(lines[2]).toMatch(/^HTML {10}[\d,]+ bytes, as text \(not printed: it is in the JSON output and in --log\)$/);
    expect(run.stdout).toContain("CSP granted   nothing declared: the specification's restrictive default");
    expect(run.stdout).toContain("CSP header    default-src 'none'; script-src 'self' 'unsafe-inline';");
    expect(run.stdout).not.toContain('<html');
    expect(run.stdout.length).toBeLessThan(2000);
    expect(run.stdout).not.toContain('Problems with the answer');
    const entries = parseJsonLines(readFileSync(log, 'utf8')).entries;
    const answer = entries.find(
      (entry) => entry.direction === 'in' && entry.kind === 'result' && entry.raw.includes(VIEW),
    );
    expect(JSON.parse(answer!.raw).result.contents[0].text).toMatch(/^<!DOCTYPE html>/i);
  });

  it('resources/read as JSON keeps the HTML, with no problems for a view as the specification asks', async () => {
    const run = await cli(['--method', 'resources/read', '--uri', VIEW, ...basic]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout);
    expect(report.result.contents[0]).toMatchObject({
      uri: VIEW,
      mimeType: 'text/html;profile=mcp-app',
      text: expect.stringMatching(/^<!DOCTYPE html>/i),
    });
    expect(report.problems).toEqual([]);
  });

  it('check runs the app checks: the view listed and read, the app-only tool told for information', async () => {
    const run = await cli(['check', '--format', 'text', ...monitor]);
    expect(run.code, run.stdout + run.stderr).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/PASS {2}app-tool-meta +Every tool's _meta.ui is well-formed \(MCP Apps\)/);
    expect(run.stdout).toMatch(/INFO {2}app-only-tools +Tools only apps may call/);
    expect(run.stdout).toMatch(/PASS {2}app-resources-listed /);
    expect(run.stdout).toMatch(/PASS {2}app-resources-read /);
    expect(run.stdout).toContain(
      'rule: MCP Apps 2026-01-26 · UI Resource Format › Content Requirements · https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx#content-requirements',
    );
    const json = await cli(['check', '--strict', ...basic]);
    expect(json.code, json.stderr).toBe(EXIT.ok);
    const report = JSON.parse(json.stdout);
    expect(
      report.checks
        .filter((check: { name: string }) => check.name.startsWith('app-'))
        .map((check: { name: string; result: string }) => `${check.name} ${check.result}`),
    ).toEqual([
      'app-tool-meta pass',
      'app-only-tools not-applicable',
      'app-resources-listed pass',
      'app-resources-read pass',
      'app-resource-meta not-applicable',
      'app-csp not-applicable',
    ]);
  });
});
