import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../scripts/shell-chunks.ts';

// What the first screen must not load (its budget is 150 KB of JS and CSS, gzip): each of these comes later, with
// what needs it. A static import of one from the shell's modules brings it back, with all it imports in turn;
// e2e/first-screen-budget.spec.ts counts the bytes, this names the module and the way it came.
const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const shellRoots = ['web/main.tsx', 'web/app/page-session.ts', 'web/app/app.tsx'];
const later: Record<string, string> = {
  'shared/wire/frame-findings.ts': "the log's judge of frames, with the session's engine",
  'shared/diagnose/protocol-view.ts': 'the protocol rules, with the judge',
  'shared/protocol/catalogue.ts': 'the method catalogue, with the judge',
  'shared/bridge/stdio-start-failure.ts': 'why a stdio server did not start, with the first failure',
  'shared/jsonrpc/framing.ts': "the stdio framing decoder, with the engine's bridge transport",
  'web/features/connection/components/remote-fields.tsx': 'the URL fields, when a URL is first chosen',
};

/** The relative modules a file imports for their values; an import of types alone is erased and loads nothing. */
function valueImports(path: string): string[] {
  const text = readFileSync(join(repo, path), 'utf8');
  const statements = text.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'"`;]*?)\s*from\s*['"](\.[^'"]+)['"]/gm);
  const sideEffects = text.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm);
  return [
    ...[...statements].filter(([, clause]) => !typesOnly(clause!)).map(([, , specifier]) => specifier!),
    ...[...sideEffects].map(([, specifier]) => specifier!),
  ]
    .map((specifier) => relative(repo, join(repo, dirname(path), specifier)))
    .filter((target) => existsSync(join(repo, target)));
}

/** `{ type A, type B }`: every name a type. */
const typesOnly = (clause: string) =>
  /^\{[\s\S]*\}$/.test(clause) &&
  clause
    .slice(1, -1)
    .split(',')
    .every((name) => name.trim() === '' || name.trim().startsWith('type '));

describe("the first screen's modules", () => {
  it('leave out what loads later', () => {
    const shell = new Set(shellRoots.flatMap((root) => [...staticClosure(root, valueImports)]));
    expect(shell.has('web/app/layout.tsx'), 'the closure reaches the shell').toBe(true);
    const loaded = Object.keys(later).filter((path) => shell.has(path));
    expect(loaded.map((path) => `${path}: ${later[path]}`)).toEqual([]);
  });
});
