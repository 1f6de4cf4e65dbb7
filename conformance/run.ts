import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults, type ScenarioTotals } from './results.ts';
import { readBaselineReport, sumTotals } from './reruns.ts';
import { clientScenariosListed, inBatches } from './scenario-list.ts';

// `npm run conformance` (part of `npm test`): the official suite's client scenarios against
// conformance/client.ts: the stable release (every suite), then every client scenario of the
// pre-release: those 2026-07-28 requires (at that wire), and the rest each at its own revision.

const here = import.meta.dirname;
const root = join(here, '..');
const client = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(here, 'client.ts'))}`;
const STABLE = '@modelcontextprotocol/conformance';
const NEXT = '@modelcontextprotocol/conformance-next';

interface Leg {
  name: string;
  bin: string;
  /** The suite's own selections, one run each (side by side within a run, a few runs at a time). */
  selections: (done: Readonly<Record<string, Record<string, Result>>>) => Promise<string[][]>;
}

const legs: Leg[] = [
  { name: '2025-11-25', bin: STABLE, selections: async () => [['--suite', 'all']] },
  { name: '2026-07-28', bin: NEXT, selections: async () => [['--requirements', '2026-07-28']] },
  {
    // initialize, sse-retry, elicitation defaults, the 2025-03-26 OAuth fallbacks, SEP-2640's skills…
    name: 'outside-2026-07-28',
    bin: NEXT,
    selections: async (done) => {
      const all = clientScenariosListed((await suite(NEXT, ['list', '--client'])).stdout);
      return all
        .filter((scenario) => !(scenario in (done['2026-07-28'] ?? {})))
        .map((scenario) => ['--scenario', scenario]);
    },
  },
];

type Result = ScenarioTotals & { passedAlone?: true };

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function suite(bin: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', bin, 'dist', 'index.js'), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const output = mkdtempSync(join(tmpdir(), 'mcp-loupe-conformance-'));
const results: Record<string, Record<string, Result>> = {};
let failed = false;
try {
  for (const leg of legs) {
    const started = Date.now();
    const expectedFile = join(here, `expected-failures-${leg.name}.yml`);
    const run = (select: string[], dir: string) =>
      suite(leg.bin, ['client', '--command', client, ...select, '--expected-failures', expectedFile, '-o', dir]);
    process.stdout.write(`\n=== Conformance ${leg.name} (${leg.bin}) ===\n`);
    const selections = await leg.selections(results);
    const runs = await inBatches(
      selections.map((select, index) => () => run(select, join(output, leg.name, String(index)))),
      3,
    );
    const found: Record<string, Result> = {};
    for (const index of selections.keys()) Object.assign(found, readResults(join(output, leg.name, String(index))));
    let ok = true;
    const unexpected: string[] = [];
    for (const [index, ran] of runs.entries()) {
      const text = ran.stdout;
      if (selections[index]![0] !== '--scenario') {
        // The per-check log is long: the suite's own summary and totals are what a reader wants.
        const summary = text.indexOf('=== SUITE SUMMARY ===');
        process.stdout.write(summary === -1 ? `${text}${ran.stderr}` : text.slice(summary));
      }
      if (ran.status === 0) continue;
      const report = readBaselineReport(text);
      for (const scenario of report.stale)
        process.stdout.write(
          `${scenario}: listed as an expected failure, but it passes: take it off ${expectedFile}\n`,
        );
      if (report.stale.length || !report.unexpected.length) ok = false;
      if (!report.stale.length && !report.unexpected.length)
        process.stdout.write(
          `${selections[index]!.join(' ')}: the suite failed without naming a scenario\n${text.slice(-2000)}${ran.stderr.slice(-2000)}\n`,
        );
      unexpected.push(...report.unexpected);
    }
    // The suite runs scenarios side by side; on a busy machine a timing check can miss.
    // A scenario that failed there and is not an expected failure runs again, alone, once.
    for (const scenario of unexpected) {
      const aloneDir = join(output, `${leg.name}-alone-${scenario.replaceAll('/', '_')}`);
      const alone = await run(['--scenario', scenario], aloneDir);
      const totals = readResults(aloneDir)[scenario];
      const passed = alone.status === 0 && totals !== undefined && totals.failed === 0;
      process.stdout.write(
        `${scenario}: failed in the parallel run; alone it ${passed ? 'passed' : 'failed too'}${totals ? ` (${totals.passed} passed, ${totals.failed} failed)` : ''}\n`,
      );
      if (passed) found[scenario] = { ...totals, passedAlone: true };
      else ok = false;
    }
    // A scenario that checked nothing (the client never reached what it tests) is not a pass.
    for (const [scenario, totals] of Object.entries(found)) {
      if (totals.passed + totals.failed + totals.warnings > 0) continue;
      process.stdout.write(`${scenario}: no check ran (every check skipped)\n`);
      ok = false;
    }
    if (selections.length > 1) {
      for (const [scenario, totals] of Object.entries(found))
        process.stdout.write(
          `${totals.failed || totals.warnings ? '✗' : '✓'} ${scenario}: ${totals.passed} passed, ${totals.failed} failed${totals.warnings ? `, ${totals.warnings} warnings` : ''}\n`,
        );
    }
    const sum = sumTotals(found);
    process.stdout.write(
      `\n${leg.name}: ${ok ? 'as expected' : 'FAILED'}; ${Object.keys(found).length} scenarios, ${sum.passed} checks passed, ${sum.failed} failed, ${sum.warnings} warnings; ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    if (!ok) failed = true;
    results[leg.name] = Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
  }
  writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nWrote conformance/results.json\n`);
} finally {
  rmSync(output, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
