import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The page and the proxy: web/ and proxy/ import shared/, never each other.
 * Within web/, imports flow lib and components -> features -> app: one
 * feature imports no other (the app shell composes them), and nothing below
 * app/ reaches into it. shared/ has its own stack (shared/layers.test.ts).
 * Tests are sources too: a test of one feature that needs another's parts
 * belongs to the shell.
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where a file sits: its top folder, and under web/ its part (app, components, lib, features/<name>). */
function placeOf(path: string): { top: string; part?: string } {
  const [top = '', second, third] = path.split('/');
  if (top !== 'web' || second === undefined || third === undefined) return { top };
  return { top, part: second === 'features' ? `features/${third}` : second };
}

const specifiers = (text: string) =>
  [
    ...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? match[2]!);

/** Every import that breaks the rules above, said as "from → to: file imports specifier". */
function layerViolations(files: readonly { path: string; text: string }[]): string[] {
  const wrong: string[] = [];
  for (const { path, text } of files) {
    const from = placeOf(path);
    for (const specifier of specifiers(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = normalize(join(dirname(path), specifier));
      const to = placeOf(target);
      const said = `${path} imports ${specifier}`;
      if (from.top !== to.top && ['web', 'proxy'].includes(from.top) && ['web', 'proxy'].includes(to.top))
        wrong.push(`${from.top} → ${to.top}: ${said}`);
      if (from.top !== 'web' || to.top !== 'web' || from.part === undefined || to.part === undefined) continue;
      if (from.part === to.part) continue;
      const fromFeature = from.part.startsWith('features/');
      const toFeature = to.part.startsWith('features/');
      const reachesUp = to.part === 'app' || (toFeature && !fromFeature && from.part !== 'app');
      if (reachesUp || (fromFeature && toFeature)) wrong.push(`${from.part} → ${to.part}: ${said}`);
    }
  }
  return wrong;
}

function sources(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('the layers of web/ and proxy/', () => {
  it('has no feature import another, nothing under app/ imported from below, and web and proxy apart', () => {
    const files = [...sources('web'), ...sources('proxy')].map((path) => ({
      path,
      text: readFileSync(join(repo, path), 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });

  it('would catch each kind of wrong import', () => {
    const planted = [
      { path: 'web/features/tools/components/a.tsx', text: "import { B } from '../../log/components/b.tsx';" },
      { path: 'web/features/tools/a.ts', text: "import { shell } from '../../app/layout.tsx';" },
      { path: 'web/components/a.tsx', text: "const lazy = import('../features/log/b.tsx');" },
      { path: 'web/lib/a.ts', text: "import type { X } from '../../proxy/x.ts';" },
      { path: 'proxy/a.ts', text: "export { Y } from '../web/lib/y.ts';" },
    ];
    expect(layerViolations(planted)).toEqual([
      'features/tools → features/log: web/features/tools/components/a.tsx imports ../../log/components/b.tsx',
      'features/tools → app: web/features/tools/a.ts imports ../../app/layout.tsx',
      'components → features/log: web/components/a.tsx imports ../features/log/b.tsx',
      'web → proxy: web/lib/a.ts imports ../../proxy/x.ts',
      'proxy → web: proxy/a.ts imports ../web/lib/y.ts',
    ]);
    const allowed = [
      { path: 'web/app/layout.tsx', text: "import { ToolsPage } from '../features/tools/tools-page.tsx';" },
      {
        path: 'web/features/tools/a.ts',
        text: "import { B } from './b.ts'; import { C } from '../../components/c.tsx';",
      },
      { path: 'web/features/tools/a.ts', text: "import { isRecord } from '../../../shared/lib/guards.ts';" },
    ];
    expect(layerViolations(allowed)).toEqual([]);
  });
});
