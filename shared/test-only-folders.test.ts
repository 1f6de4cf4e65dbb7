import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Test helpers live in test-kit/ folders (shared/test-kit, proxy/test-kit,
 * web/test-kit): the fakes, harnesses and process starters the tests share.
 * They may import sources; no source imports them, so nothing a test needs
 * can reach the page, the proxy or the package. And a file only tests use
 * is a test helper: it belongs in a test-kit folder, not among the sources.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const sourceTrees = ['shared', 'proxy', 'web'];
/** Everything that imports from the trees: their own files, and the suites, benches and scripts beside them. */
const importingTrees = [...sourceTrees, 'hardening', 'e2e', 'bench', 'conformance', 'scripts', 'bin'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '.cache' ? [] : filesUnder(path);
    return /\.(?:tsx?|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

const specifiers = (text: string) =>
  [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2]!);

const inTestKit = (file: string) => file.split('/').includes('test-kit');
/** A test, or part of a suite that is all tests (the hardening suite, the end-to-end specs and their fixtures). */
const isTest = (file: string) =>
  /\.(?:test|spec)\.tsx?$/.test(file) || file.startsWith('hardening/') || file.startsWith('e2e/');
const isSource = (file: string) =>
  sourceTrees.some((tree) => file.startsWith(`${tree}/`)) && !isTest(file) && !inTestKit(file);

const belongs = 'a test helper belongs in a test-kit/ folder';

/** Each file's relative imports, as paths from the repository root. */
function importsOf(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      specifiers(readFileSync(join(root, file), 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => normalize(join(dirname(file), specifier))),
    ]),
  );
}

/** Sources that import a test-kit file, and sources that only tests and test kits import. */
function testOnlyWrongs(imports: Map<string, string[]>): string[] {
  const wrong: string[] = [];
  const importers = new Map<string, string[]>();
  for (const [file, targets] of imports)
    for (const target of targets) {
      importers.set(target, [...(importers.get(target) ?? []), file]);
      if (isSource(file) && inTestKit(target)) wrong.push(`${file} imports ${target}: sources never import a test kit`);
    }
  for (const [target, by] of importers)
    if (isSource(target) && by.every((file) => isTest(file) || inTestKit(file)))
      wrong.push(`${target} is imported by tests only (${by[0]}…): ${belongs}`);
  return wrong;
}

describe('the test-only folders', () => {
  it('are imported by tests and test kits only, and hold every file that only tests use', () => {
    const files = importingTrees.flatMap(filesUnder);
    expect(testOnlyWrongs(importsOf(files))).toEqual([]);
  });

  it('would catch a source that imports a test kit, and a helper left among the sources', () => {
    const planted = new Map([
      ['proxy/main.ts', ['proxy/app.ts', 'shared/lib/clock.ts']],
      ['proxy/app.ts', ['proxy/test-kit/waits.ts']],
      ['proxy/app.test.ts', ['proxy/app.ts', 'proxy/bridge/helper-for-tests.ts']],
      ['proxy/test-kit/waits.ts', ['shared/lib/clock.ts']],
      ['hardening/attack/host.test.ts', ['proxy/test-kit/waits.ts']],
    ]);
    expect(testOnlyWrongs(planted)).toEqual([
      'proxy/app.ts imports proxy/test-kit/waits.ts: sources never import a test kit',
      `proxy/bridge/helper-for-tests.ts is imported by tests only (proxy/app.test.ts…): ${belongs}`,
    ]);
  });
});
