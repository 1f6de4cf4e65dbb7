// npm run bench: builds the web app, runs every benchmark, writes bench/results.json with each of
// issue 18's figures judged against its target (bench/figures.ts), and prints the table the README
// shows. `npm run bench -- --only firstScreen,cli` runs some steps again and puts their figures into
// the results.json there is (each step records when it ran). A step that fails is recorded as failed
// and the others still run.
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appFlood } from './app-flood-bench.ts';
import { bridgeRoundTrip } from './bridge-bench.ts';
import { chatStream } from './chat-stream-bench.ts';
import { cliSideBySide } from './cli-bench.ts';
import { figureSpecs } from './figures.ts';
import { firstScreen } from './first-screen-bench.ts';
import { logScale, stderrFlood } from './log-scale-bench.ts';
import { copyBigFrame, logViewFigures, timelineScale } from './log-views-bench.ts';
import { proxyMemory } from './memory-bench.ts';
import { bigResult, logBurst } from './page-bench.ts';
import { pasteIntoStringField } from './paste-bench.ts';
import { REFERENCE_PACKAGE, REFERENCE_VERSION } from './reference/install.ts';
import { sideBySide } from './side-by-side.ts';
import { judge, markdownTable } from './targets.ts';
import { bareBulk, bareEchoAfterClick, pipeBigAnswer } from './floors.ts';
import { clickToResult, manyTools } from './tool-call-bench.ts';
import { wireLogFigures } from './wire-log-bench.ts';

const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument >= 0 ? new Set((process.argv[onlyArgument + 1] ?? '').split(',')) : undefined;

const out = fileURLToPath(new URL('./results.json', import.meta.url));
const previous: Record<string, unknown> =
  only && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
const stepDates: Record<string, string> = { ...((previous.stepDates as Record<string, string> | undefined) ?? {}) };
delete previous.figures;

const results: Record<string, unknown> = {
  ...previous,
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  },
};

const step = async (name: string, run: () => unknown) => {
  if (only && !only.has(name)) return;
  process.stdout.write(`${name} … `);
  const started = Date.now();
  stepDates[name] = new Date(started).toISOString();
  try {
    const figures = await run();
    results[name] = figures;
    console.log(`${JSON.stringify(figures).slice(0, 600)} (${Math.round((Date.now() - started) / 1000)} s)`);
  } catch (error) {
    results[name] = { failed: (error instanceof Error ? error.message : String(error)).slice(0, 1_000) };
    console.log(`FAILED: ${JSON.stringify(results[name])}`);
  }
};

await step('firstScreen', () => firstScreen(5));
await step('clickToResult', () => clickToResult(30));
await step('clickToResultNoDeferral', () => clickToResult(30, { deferral: false }));
await step('bareEchoAfterClick', async () => ({
  stock: await bareEchoAfterClick(30),
  noDeferral: await bareEchoAfterClick(30, { deferral: false }),
}));
await step('bridge', () => bridgeRoundTrip(5));
await step('cli', () => cliSideBySide(7));
await step('manyTools2000', () => manyTools(2_000, 3));
await step('wireLog100k', () => wireLogFigures(100_000));
await step('logBurst2000', () => logBurst(2_000));
await step('logBurst10000', () => logBurst(10_000));
await step('logScale100k', () => logScale(100_000));
await step('stderrFlood60s', () => stderrFlood(60));
await step('appFlood100k', () => appFlood(100_000));
await step('chatStream20k', () => chatStream(20_000, 3));
await step('logViews100k', () => logViewFigures(100_000));
await step('timeline100k', () => timelineScale(100_000));
await step('toolResult10MB', () => bigResult(10_000_000, 3));
await step('toolResult20MB', () => bigResult(20_000_000, 3));
await step('bareBulk20MB', () => bareBulk(20_000_000, 3));
await step('pipeBigAnswer20MB', () => pipeBigAnswer(20_000_000, 3));
await step('copyFrame20MB', () => copyBigFrame(20_000_000));
await step('paste1MB', () => pasteIntoStringField(1_000_000));
await step('paste5MB', () => pasteIntoStringField(5_000_000));
await step('memory', () => proxyMemory(3));
// Last: the reference inspector is installed on demand and is the slow part (each of its runs is capped at 120 s).
await step('sideBySide', () => sideBySide({ log: (line) => process.stdout.write(`\n${line}`) }));

const figures = judge(figureSpecs, results);
const table = markdownTable(figures, `MCP Inspector ${REFERENCE_VERSION}`);
writeFileSync(
  out,
  `${JSON.stringify({ figures, reference: `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`, ...results, stepDates }, null, 2)}\n`,
);
const failed = Object.entries(results).filter(
  ([, value]) => value !== null && typeof value === 'object' && 'failed' in value,
);
if (failed.length > 0) {
  console.error(`failed: ${failed.map(([name]) => name).join(', ')}`);
  process.exitCode = 1;
}
console.log(`\n${table}\n\nwritten to ${out}`);
