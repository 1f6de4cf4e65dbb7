import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readResults, type ScenarioTotals } from './results.ts';

// `npm run conformance`: the official suite's client scenarios against conformance/client.ts,
// the stable release (every suite) and the pre-release's 2026-07-28 requirements.

const here = import.meta.dirname;
const root = join(here, '..');
const client = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(here, 'client.ts'))}`;

const releases = [
  { name: '2025-11-25', bin: '@modelcontextprotocol/conformance', select: ['--suite', 'all'] },
  { name: '2026-07-28', bin: '@modelcontextprotocol/conformance-next', select: ['--requirements', '2026-07-28'] },
];

const output = mkdtempSync(join(tmpdir(), 'mcp-loupe-conformance-'));
const results: Record<string, Record<string, ScenarioTotals>> = {};
let failed = false;
try {
  for (const release of releases) {
    const dir = join(output, release.name);
    const started = Date.now();
    process.stdout.write(`\n=== Conformance ${release.name} (${release.bin}) ===\n`);
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules', release.bin, 'dist', 'index.js'), 'client', '--command', client, ...release.select, '--expected-failures', join(here, `expected-failures-${release.name}.yml`), '-o', dir],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    // The per-check log is long: the suite's own summary and totals are what a reader wants.
    const text = run.stdout ?? '';
    const summary = text.indexOf('=== SUITE SUMMARY ===');
    process.stdout.write(summary === -1 ? text : text.slice(summary));
    process.stdout.write(`\n${release.name}: exit ${run.status ?? run.signal}, ${Math.round((Date.now() - started) / 1000)} s\n`);
    if (run.status !== 0) failed = true;
    results[release.name] = readResults(dir);
  }
  writeFileSync(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nWrote conformance/results.json\n`);
} finally {
  rmSync(output, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
