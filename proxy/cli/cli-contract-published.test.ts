import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// Two published versions of one server, from the npm registry, diffed: the older version is a devDependency
// under an alias (package.json: "server-memory-2025.4.25": "npm:@modelcontextprotocol/server-memory@2025.4.25",
// and the same for server-filesystem 2025.3.28), the newer the one the project already uses.
const modules = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'loupe-published-'));
vi.setConfig({ testTimeout: 90_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args]);

function installed(alias: string, entry: string): string {
  const path = modules(`${alias}/${entry}`);
  if (!existsSync(path))
    throw new Error(`${alias} is not installed: package.json's devDependencies name it; run npm install`);
  return path;
}

/** The older version's snapshot to a file, then the diff of it against the newer one, live. */
async function diffVersions(older: string[], newer: string[], options: string[] = []): Promise<Record<string, any>> {
  const file = join(scratch, `${older.join('-').replaceAll('/', '_').slice(-40)}.json`);
  const snapshot = await cli(['snapshot', '--out', file, ...options, '--', process.execPath, ...older]);
  expect(snapshot.code, snapshot.stderr).toBe(EXIT.ok);
  expect(JSON.parse(readFileSync(file, 'utf8')).tools.length).toBeGreaterThan(0);
  const diff = await cli([
    'diff',
    file,
    '--format',
    'json',
    '--fail-on',
    'none',
    ...options,
    '--',
    process.execPath,
    ...newer,
  ]);
  expect(diff.code, diff.stderr).toBe(EXIT.ok);
  return JSON.parse(diff.stdout);
}

const find = (report: Record<string, any>, pointer: string) =>
  report.changes.filter((change: { pointer: string }) => change.pointer === pointer);

describe('diff of two published versions', () => {
  it('server-memory 2025.4.25 → the current one: newer revision, resources, output schemas and annotations, nothing broken', async () => {
    const memory = join(scratch, 'memory.json');
    const report = await diffVersions(
      [installed('server-memory-2025.4.25', 'dist/index.js')],
      [modules('@modelcontextprotocol/server-memory/dist/index.js')],
      ['-e', `MEMORY_FILE_PATH=${memory}`],
    );
    expect(report.counts.breaking).toBe(0);
    expect(find(report, '/protocolVersion')).toEqual([
      expect.objectContaining({
        class: 'compatible',
        rule: 'revision-newer',
        why: 'protocol revision 2024-11-05 → 2025-11-25',
      }),
    ]);
    expect(find(report, '/capabilities/resources')).toEqual([expect.objectContaining({ rule: 'capability-added' })]);
    expect(find(report, '/resources/memory:~1~1knowledge-graph')).toEqual([
      expect.objectContaining({ class: 'compatible', rule: 'resource-added' }),
    ]);
    for (const tool of ['create_entities', 'read_graph', 'search_nodes'])
      expect(find(report, `/tools/${tool}/outputSchema`)).toEqual([
        expect.objectContaining({ class: 'compatible', rule: 'output-schema-added' }),
      ]);
    expect(find(report, '/tools/read_graph/annotations/readOnlyHint')).toEqual([
      expect.objectContaining({ why: 'readOnlyHint unset → true' }),
    ]);
  });

  it('server-filesystem 2025.3.28 → the current one: the tools added and the description that changed', async () => {
    const root = mkdtempSync(join(scratch, 'root-'));
    const report = await diffVersions(
      [installed('server-filesystem-2025.3.28', 'dist/index.js'), root],
      [modules('@modelcontextprotocol/server-filesystem/dist/index.js'), root],
    );
    for (const tool of ['read_text_file', 'read_media_file', 'list_directory_with_sizes'])
      expect(find(report, `/tools/${tool}`)).toEqual([
        expect.objectContaining({ class: 'compatible', rule: 'tool-added' }),
      ]);
    expect(find(report, '/tools/read_file/description')).toEqual([
      expect.objectContaining({ class: 'risky', rule: 'description-changed' }),
    ]);
    expect(find(report, '/tools/read_file/inputSchema/properties/head')).toEqual([
      expect.objectContaining({ class: 'compatible', rule: 'input-property-added' }),
    ]);
    // The one breaking change between the two: read_multiple_files now refuses an empty list of paths.
    expect(find(report, '/tools/read_multiple_files/inputSchema/properties/paths/minItems')).toEqual([
      expect.objectContaining({ class: 'breaking', rule: 'input-bound-tightened' }),
    ]);
    expect(report.counts.breaking).toBe(1);
    // Spelling out the default taskSupport ("forbidden") on every tool is no change.
    expect(report.changes.filter((change: { pointer: string }) => change.pointer.endsWith('/execution'))).toEqual([]);
  });
});
