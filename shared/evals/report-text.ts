import { percent, summarize, type EvalResults } from './eval-results.ts';

/**
 * The results for a person (the command line's stdout): per model, each
 * case's pass rate, and under a case that failed, each failed run's
 * reasons, with their turn, call and argument.
 */
export function evalReportText(results: EvalResults): string {
  const summary = summarize(results);
  const runsPerCase = Math.max(0, ...summary.models.flatMap((model) => model.cases.map((c) => c.runs)));
  const lines = [
    `${results.file}: ${count(results.cases.length, 'case')}, ${count(results.models.length, 'model')}, ${count(runsPerCase, 'run')} each`,
  ];
  const width = Math.min(48, Math.max(...results.cases.map((c) => c.name.length)));
  for (const model of summary.models) {
    lines.push('', `${model.model}: ${model.passed}/${model.runs} runs passed`);
    for (const evalCase of model.cases) {
      const name = evalCase.name.padEnd(width);
      if (evalCase.runs === 0) {
        lines.push(`  ----  ${name}  not run`);
        continue;
      }
      const verdict = evalCase.passed === evalCase.runs ? 'PASS' : 'FAIL';
      lines.push(`  ${verdict}  ${name}  ${evalCase.passed}/${evalCase.runs}  ${percent(evalCase.passRate)}`);
      for (const failed of evalCase.failedRuns)
        for (const failure of failed.failures) lines.push(`        run ${failed.run}: ${failure.message}`);
    }
  }
  lines.push('');
  const minimum = percent(results.minPassRate);
  if (results.stopped !== undefined) lines.push(`Stopped before the end: ${results.stopped}`);
  else if (summary.passed) lines.push(`Every case passed at least ${minimum} of its runs with every model.`);
  else {
    const below = summary.models.flatMap((model) =>
      model.cases.filter((c) => c.belowMinimum).map((c) => `${c.name} with ${model.model} (${percent(c.passRate)})`),
    );
    lines.push(`Below the minimum pass rate of ${minimum}: ${below.join('; ')}`);
  }
  return lines.join('\n');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
