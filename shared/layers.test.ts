import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * shared/ is a stack: a folder imports only folders below it (type-only
 * imports too). Folders on one level are peers and import none of each
 * other. The order, bottom to top, is the one the README's "How it is
 * built" describes.
 */
const layers: readonly (readonly string[])[] = [
  ['lib'], // the observable store, guards, JSON pointers, header lists
  ['protocol'], // revisions, the method catalogue, what each revision has, x-mcp-header
  ['diagnose'], // rules -> findings
  ['jsonrpc'], // classify, framing
  ['wire'], // the log
  ['http'], // a server behind a URL: recorded fetch, transports, relay
  ['bridge'], // a stdio server through the proxy
  ['protocol-read', 'result-read', 'oauth', 'inbox', 'schema-form', 'uri-template', 'apps', 'skills'], // result-read: results read for display, with findings; apps: MCP Apps' tools, views, the sandbox's policy, the app channel's rules; skills: entries, front matter, digests
  ['session'], // connections, and the session that holds the current one
  ['tasks', 'checkup', 'config', 'snapshot', 'call-history', 'skills-listing', 'mock'], // mock: a recorded session's requests and answers, replayed; skills-listing: every page of skills/list, judged, for the page and the CLI alike
  ['tool-call'],
  ['model'], // a model in the loop: the conversation engine, providers reached through one seam, sampling answered by a model
  ['evals'], // eval case files, grading a run, the reports: runs cases through the model's conversation
  ['collection'], // saved calls as a file: the format, its variables, a run judged call by call (the evals' matcher)
  // Test-only: fakes and harnesses for the tests (test-kit/ in proxy/ and web/ too). On top, so it may import any
  // folder and no source may import it; shared/test-only-folders.test.ts holds the same rule for the whole tree.
  ['test-kit'],
];

const root = dirname(fileURLToPath(import.meta.url));
const level = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));

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

describe('the layers of shared/', () => {
  const files = sources(root).filter((file) => file !== fileURLToPath(import.meta.url));
  const folderOf = (file: string) => relative(root, file).split('/')[0]!;

  it('gives every folder its place', () => {
    const folders = [...new Set(files.map(folderOf))].filter((folder) => !folder.endsWith('.ts'));
    expect(folders.filter((folder) => !level.has(folder))).toEqual([]);
  });

  it('has no folder import one on its own level or above, and nothing outside shared/ but packages', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = folderOf(file);
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) {
          if (/^(node:|react|react-dom|ws$)/.test(specifier))
            wrong.push(`${relative(root, file)} imports ${specifier}: shared/ runs in the page and in Node alike`);
          continue;
        }
        const target = normalize(join(dirname(file), specifier));
        const rel = relative(root, target);
        // The test kit is test-only (test-only-folders.test.ts): it may start the end-to-end suite's fixture servers.
        if (from === 'test-kit' && rel.startsWith('../e2e/fixtures/')) continue;
        if (rel.startsWith('..')) {
          wrong.push(`${relative(root, file)} imports ${specifier}, outside shared/`);
          continue;
        }
        const to = rel.split('/')[0]!;
        if (to === from) continue;
        if ((level.get(to) ?? Infinity) >= (level.get(from) ?? -1))
          wrong.push(`${from} → ${to}: ${relative(root, file)} imports ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('would catch a folder that imports one above it', () => {
    // The checker itself, on a made-up import: diagnose may not reach up into session.
    expect((level.get('session') ?? 0) >= (level.get('diagnose') ?? 0)).toBe(true);
    expect(
      specifiers(
        "import type { X } from '../session/mcp-session.ts';\nexport { y } from './y.ts';\nconst z = await import('../lib/z.ts');",
      ),
    ).toEqual(['../session/mcp-session.ts', './y.ts', '../lib/z.ts']);
  });
});
