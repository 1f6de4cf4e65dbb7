import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// `mcp-loupe --cli snapshot` and `--cli diff`, each a process of its own, against server-everything over stdio.
const everything = [
  '--',
  process.execPath,
  fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];
const scratch = mkdtempSync(join(tmpdir(), 'loupe-contract-'));
const at = (name: string) => join(scratch, name);
vi.setConfig({ testTimeout: 60_000 });

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args]);

/** The live snapshot, read back; written once for the file-only tests. */
let live: Record<string, any>;
beforeAll(async () => {
  const run = await cli(['snapshot', '--out', at('now.json'), ...everything]);
  expect(run.code, run.stderr).toBe(EXIT.ok);
  live = JSON.parse(readFileSync(at('now.json'), 'utf8'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The live snapshot as an older version would have been: a tool the server no longer has, a bound it no longer sets. */
function olderVersion(): string {
  const old = structuredClone(live);
  old.tools.push({ name: 'retired', inputSchema: { type: 'object' } });
  old.tools.find((tool: any) => tool.name === 'echo').inputSchema.properties.message.maxLength = 5;
  writeFileSync(at('old.json'), JSON.stringify(old));
  return at('old.json');
}

describe('mcp-loupe --cli snapshot', () => {
  it("writes the page's snapshot of the server: identity, revision, capabilities and every list", () => {
    expect(live.format).toBe('mcp-loupe-snapshot/1');
    expect(live.server.info.name).toBe('mcp-servers/everything');
    expect(live.server.protocolVersion).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(live.capabilities.tools).toBeDefined();
    expect(live.tools.map((tool: any) => tool.name)).toContain('echo');
    expect(live.prompts.length).toBeGreaterThan(0);
    expect(live.resourceTemplates.length).toBeGreaterThan(0);
    // server-everything declares no skills extension: an empty list, so a server that later drops its skills shows.
    expect(live.skills).toEqual([]);
  });

  it('holds the skills of a server that declares the skills extension, each by its SKILL.md uri', async () => {
    const file = at('skills.json');
    const skills = fileURLToPath(new URL('../../e2e/fixtures/skills-server.mjs', import.meta.url));
    const run = await cli(['snapshot', '--out', file, '--', process.execPath, skills]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const snapshot = JSON.parse(readFileSync(file, 'utf8'));
    expect(snapshot.skills.map((skill: any) => skill.uri)).toEqual([
      'skill://code-review/SKILL.md',
      'skill://acme/docs/release-notes/SKILL.md',
    ]);
  });
});

describe('mcp-loupe --cli diff', () => {
  it('finds no differences between a snapshot and itself, and exits 0', async () => {
    const run = await cli(['diff', at('now.json'), at('now.json')]);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('no differences');
  });

  it('names breaking changes against the live server and fails the run by default', async () => {
    const run = await cli(['diff', olderVersion(), ...everything]);
    expect(run.code, run.stderr).toBe(EXIT.contractBroken);
    expect(run.stdout).toContain('1 breaking, 0 risky, 1 compatible');
    expect(run.stdout).toMatch(/BREAKING \(1\)\n {2}\/tools\/retired {2}tool "retired" removed/);
    expect(run.stdout).toContain('/tools/echo/inputSchema/properties/message/maxLength  maxLength 5 → none');
    expect(run.stdout).toContain('(live)');
  });

  it('writes Markdown for a pull request, JSON for scripts, and follows --fail-on', async () => {
    const old = olderVersion();
    const markdown = await cli(['diff', old, at('now.json'), '--format', 'markdown', '--fail-on', 'none']);
    expect(markdown.code).toBe(EXIT.ok);
    expect(markdown.stdout).toMatch(/^### ❌ MCP server contract: 1 breaking, 0 risky, 1 compatible/);
    expect(markdown.stdout).toContain('#### Breaking (1)');
    expect(markdown.stdout).toContain(
      '| `/tools/retired` | tool "retired" removed: clients that call it fail | `tool-removed` |',
    );
    const json = await cli(['diff', old, at('now.json'), '--format=json']);
    expect(json.code).toBe(EXIT.contractBroken);
    const report = JSON.parse(json.stdout);
    expect(report.counts).toEqual({ breaking: 1, risky: 0, compatible: 1 });
    expect(report.failed).toBe(true);
    // A tool added is compatible: it passes by default, and fails under --fail-on any.
    const added = structuredClone(live);
    added.tools.push({ name: 'fresh', inputSchema: { type: 'object' } });
    writeFileSync(at('added.json'), JSON.stringify(added));
    const passes = await cli(['diff', at('now.json'), at('added.json')]);
    expect(passes.code).toBe(EXIT.ok);
    expect(passes.stdout).toContain('0 breaking, 0 risky, 1 compatible');
    const fails = await cli(['diff', at('now.json'), at('added.json'), '--fail-on', 'any']);
    expect(fails.code).toBe(EXIT.contractBroken);
    expect(fails.stderr).toContain('fails under --fail-on any');
  });

  it('reads a log exported by mcp-loupe as a snapshot', async () => {
    const logged = await cli(['--method', 'tools/list', '--log', at('run.jsonl'), ...everything]);
    expect(logged.code, logged.stderr).toBe(EXIT.ok);
    const run = await cli(['diff', at('run.jsonl'), at('now.json')]);
    expect(run.stderr).toBe('');
    // The log listed tools only: the other lists are not in it, so not compared.
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('mcp-servers/everything 2.0.0 (');
  });
});

describe('mcp-loupe --cli diff: bad input', () => {
  const refused = async (name: string, content: string | ((path: string) => void), said: RegExp) => {
    const path = at(name);
    if (typeof content === 'string') writeFileSync(path, content);
    else content(path);
    const run = await cli(['diff', path, at('now.json')]);
    expect(run.code).toBe(EXIT.snapshotUnreadable);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(said);
  };

  it('refuses a truncated snapshot, saying it ends too soon', async () => {
    const text = readFileSync(at('now.json'), 'utf8');
    await refused('cut.json', text.slice(0, text.length / 2), /not complete JSON: it ends before the value does/);
  });

  it('refuses text that is not JSON', () =>
    refused('notes.txt', 'hello\nworld\n', /neither JSON nor a log exported by mcp-loupe/));

  it("refuses another tool's JSON, naming what it has", () =>
    refused(
      'package.json',
      JSON.stringify({ name: 'x', version: '1.0.0' }),
      /not an mcp-loupe snapshot .*"name", "version".*another tool/,
    ));

  it('refuses a 1 GB file by its size without reading it', () =>
    refused(
      'huge.json',
      (path) => {
        const fd = openSync(path, 'w');
        ftruncateSync(fd, 1024 ** 3);
        closeSync(fd);
      },
      /1024 MiB, over the 256 MiB a snapshot or log may be: not read/,
    ));

  it('says two unrelated servers are unrelated, with an exit code of its own', async () => {
    const other: Record<string, any> = {
      ...live,
      server: { ...live.server, info: { name: 'calendar', version: '1' } },
    };
    other.tools = [{ name: 'events', inputSchema: { type: 'object' } }];
    other.prompts = [];
    other.resources = [];
    other.resourceTemplates = [];
    writeFileSync(at('other.json'), JSON.stringify(other));
    const run = await cli(['diff', at('now.json'), at('other.json')]);
    expect(run.code).toBe(EXIT.unrelatedServers);
    expect(run.stderr).toContain(
      'these look like two different servers: "mcp-servers/everything" and "calendar", with no tool, prompt, resource or template in common',
    );
  });

  it('says what diff needs when it is given nothing', async () => {
    const run = await cli(['diff']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain('diff needs OLD');
  });
});
