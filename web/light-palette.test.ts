import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const web = fileURLToPath(new URL('.', import.meta.url));
const colours =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const shade = new RegExp(`\\b(?:${colours})-(?:50|[1-9]00|950)\\b`, 'g');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'light-palette.css'
      ? [path]
      : [];
  });
}

it('every palette shade the page names (a class or a variable) has a light value', () => {
  const light = readFileSync(join(web, 'light-palette.css'), 'utf8');
  const named = new Set(sources(web).flatMap((path) => readFileSync(path, 'utf8').match(shade) ?? []));
  expect(named.size).toBeGreaterThan(40);
  const missing = [...named].filter((name) => !light.includes(`--color-${name}:`)).sort();
  expect(missing, 'shades without a light value in web/light-palette.css').toEqual([]);
});
