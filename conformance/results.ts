import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ScenarioTotals {
  passed: number;
  failed: number;
  warnings: number;
}

interface Check {
  status?: string;
}

/** One scenario's checks.json counted as the suite counts them: SUCCESS passes, FAILURE fails, WARNING warns. */
export function countChecks(checks: readonly Check[]): ScenarioTotals {
  const totals = { passed: 0, failed: 0, warnings: 0 };
  for (const check of checks) {
    if (check.status === 'SUCCESS') totals.passed++;
    else if (check.status === 'FAILURE') totals.failed++;
    else if (check.status === 'WARNING') totals.warnings++;
  }
  return totals;
}

/** The scenario a result folder belongs to: its path under the output folder, less the timestamp the suite adds. */
export function scenarioOfFolder(path: string): string {
  return path.replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '');
}

/** Every scenario under a suite's output folder, by name, sorted. */
export function readResults(outputDir: string): Record<string, ScenarioTotals> {
  const results: Record<string, ScenarioTotals> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      const checks = join(path, 'checks.json');
      try {
        results[scenarioOfFolder(relative(outputDir, path))] = countChecks(
          JSON.parse(readFileSync(checks, 'utf8')) as Check[],
        );
      } catch {
        walk(path);
      }
    }
  };
  walk(outputDir);
  return Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
}
