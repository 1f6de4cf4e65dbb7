// Judges the figures of the results.json there is again (after bench/figures.ts changed) and prints
// the table the README shows: `node bench/report.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { figureSpecs } from './figures.ts';
import { REFERENCE_VERSION } from './reference/install.ts';
import { judge, markdownTable } from './targets.ts';

const path = fileURLToPath(new URL('./results.json', import.meta.url));
const { figures: _old, ...results } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const figures = judge(figureSpecs, results);
writeFileSync(path, `${JSON.stringify({ figures, ...results }, null, 2)}\n`);
console.log(markdownTable(figures, `MCP Inspector ${REFERENCE_VERSION}`));
