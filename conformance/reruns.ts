import type { ScenarioTotals } from './results.ts';

/**
 * The suite's own baseline verdict, read from what it printed: the scenarios
 * that failed (or warned) without being listed as expected, and the listed
 * ones that now pass. The suite decides which scenarios count (a
 * `--requirements` run leaves out the ones not required).
 */
export function readBaselineReport(stdout: string): { unexpected: string[]; stale: string[] } {
  const report = { unexpected: [] as string[], stale: [] as string[] };
  let list: string[] | undefined;
  for (const raw of stdout.split('\n')) {
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    if (/^Unexpected failures/.test(line)) list = report.unexpected;
    else if (/^Stale baseline entries/.test(line)) list = report.stale;
    else if (list && /^\s+[✗✓~]\s+\S/.test(line)) list.push(line.trim().slice(1).trim());
    else if (line.trim() !== '') list = undefined;
  }
  return report;
}

/** Totals over every scenario. */
export function sumTotals(results: Record<string, ScenarioTotals>): ScenarioTotals {
  const sum = { passed: 0, failed: 0, warnings: 0 };
  for (const totals of Object.values(results)) {
    sum.passed += totals.passed;
    sum.failed += totals.failed;
    sum.warnings += totals.warnings;
  }
  return sum;
}
