import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshCliBundle } from './cli-bundle.js';

// A package directory of our own: two sources, and a bundle said to be built from them.
let root: string;
let rootUrl: URL;

const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
const record = (file: string): [string, number, number] => {
  const { mtimeMs, size } = statSync(join(root, file));
  return [file, mtimeMs, size];
};
const writeInputs = (inputs: object) => write('dist/cli/inputs.json', JSON.stringify(inputs));
const entryUrl = () => pathToFileURL(join(root, 'dist/cli/mcp-loupe-cli.js')).href;
const fresh = (checkout = true, env: NodeJS.ProcessEnv = {}) => freshCliBundle(rootUrl, { checkout, env })?.href;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-bundle-'));
  rootUrl = pathToFileURL(`${root}/`);
  write('proxy/cli/a.ts', 'export const a = 1;');
  write('shared/b.ts', 'export const b = 2;');
  write('dist/cli/mcp-loupe-cli.js', 'export {};');
  writeInputs({
    entry: 'mcp-loupe-cli.js',
    builtAt: Date.now() + 1000,
    files: [record('proxy/cli/a.ts'), record('shared/b.ts')],
  });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('freshCliBundle', () => {
  it('gives the bundle while every file it was built from is as it was', () => {
    expect(fresh()).toBe(entryUrl());
  });

  it('gives nothing once a source is edited, even to the same size', () => {
    write('shared/b.ts', 'export const b = 3;');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'shared/b.ts'), later, later);
    expect(fresh()).toBeUndefined();
  });

  it('gives nothing once a source is replaced by one with an older date but another size', () => {
    write('shared/b.ts', 'export const b = 30;');
    utimesSync(join(root, 'shared/b.ts'), new Date(0), new Date(0));
    expect(fresh()).toBeUndefined();
  });

  it('gives nothing once a source is gone', () => {
    rmSync(join(root, 'proxy/cli/a.ts'));
    expect(fresh()).toBeUndefined();
  });

  it('gives nothing when a file changed while the bundle was built (newer than the build)', () => {
    writeInputs({ entry: 'mcp-loupe-cli.js', builtAt: 0, files: [record('proxy/cli/a.ts'), record('shared/b.ts')] });
    expect(fresh()).toBeUndefined();
  });

  it('gives nothing without a list of inputs, with an empty or broken one, or without the entry', () => {
    writeInputs({ entry: 'mcp-loupe-cli.js', builtAt: Date.now(), files: [] });
    expect(fresh()).toBeUndefined();
    write('dist/cli/inputs.json', '{');
    expect(fresh()).toBeUndefined();
    rmSync(join(root, 'dist/cli/inputs.json'));
    expect(fresh()).toBeUndefined();
    writeInputs({ entry: 'missing.js', builtAt: Date.now() + 1000, files: [record('shared/b.ts')] });
    expect(fresh()).toBeUndefined();
  });

  it('in the published package (no sources beside it) takes the bundle as it is', () => {
    rmSync(join(root, 'proxy'), { recursive: true });
    rmSync(join(root, 'shared'), { recursive: true });
    expect(fresh(false)).toBe(entryUrl());
  });

  it('is set aside by MCP_LOUPE_CLI_FROM=sources', () => {
    expect(fresh(true, { MCP_LOUPE_CLI_FROM: 'sources' })).toBeUndefined();
    expect(fresh(false, { MCP_LOUPE_CLI_FROM: 'sources' })).toBeUndefined();
  });
});
