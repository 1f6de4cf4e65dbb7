// npm run bench: builds the web app, runs every benchmark, writes bench/results.json.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logScale, stderrFlood } from './log-scale-bench.ts';
import { copyBigFrame, logViewFigures, timelineScale } from './log-views-bench.ts';
import { bigResult, logBurst } from './page-bench.ts';
import { pasteIntoStringField } from './paste-bench.ts';
import { sideBySide } from './side-by-side.ts';
import { wireLogFigures } from './wire-log-bench.ts';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

const step = async (name: string, run: () => unknown) => {
  process.stdout.write(`${name} … `);
  const figures = await run();
  results[name] = figures;
  console.log(JSON.stringify(figures));
};

await step('wireLog100k', () => wireLogFigures(100_000));
await step('logBurst2000', () => logBurst(2_000));
await step('logBurst10000', () => logBurst(10_000));
await step('logScale100k', () => logScale(100_000));
await step('stderrFlood60s', () => stderrFlood(60));
await step('logViews100k', () => logViewFigures(100_000));
await step('timeline100k', () => timelineScale(100_000));
await step('toolResult20MB', () => bigResult(20_000_000));
await step('copyFrame20MB', () => copyBigFrame(20_000_000));
await step('paste1MB', () => pasteIntoStringField(1_000_000));
await step('paste5MB', () => pasteIntoStringField(5_000_000));
// Last: the reference inspector is installed on demand and is the slow part (each of its runs is capped at 120 s).
await step('sideBySide', () => sideBySide({ log: (line) => process.stdout.write(`\n${line}`) }));

const out = fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${out}`);
