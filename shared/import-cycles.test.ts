import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from './test-kit/import-cycles.ts';

/**
 * No file of shared/ reaches itself through its imports (type-only and
 * dynamic imports too): a cycle ties layers or files that should be read,
 * loaded and changed one at a time. The layer test keeps folders in order;
 * this one keeps the files inside a folder in order as well.
 */
const root = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const specifiers = (text: string) =>
  [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2]!);

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const from = relative(root, file);
    const to = specifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(root, normalize(join(dirname(file), specifier))))
      // A module may name its own type (a typeof import of itself): that is no cycle.
      .filter((target) => target !== from);
    graph.set(from, to);
  }
  return graph;
}

describe('the imports of shared/', () => {
  it('form no cycle', () => {
    expect(importCycles(importGraph())).toEqual([]);
  });

  it('would catch a cycle, however long', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['f.ts']],
      ['f.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['e.ts', 'f.ts'],
    ]);
  });
});
