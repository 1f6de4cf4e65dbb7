import { summarize, type EvalResults } from './eval-results.ts';

/**
 * The results for machines (`--json FILE`): the verdict, and per model and
 * case the pass rate and every run with its reasons, its calls as the model
 * made them and its last text, so a failure can be read without running
 * again.
 */
export function evalReportJson(results: EvalResults): string {
  const summary = summarize(results);
  return JSON.stringify(
    {
      file: results.file,
      minPassRate: results.minPassRate,
      passed: summary.passed,
      ...(results.stopped !== undefined ? { stopped: results.stopped } : {}),
      models: summary.models.map((model) => ({
        model: model.model,
        runs: model.runs,
        passed: model.passed,
        cases: model.cases.map((evalCase) => ({
          name: evalCase.name,
          ...(evalCase.line !== undefined ? { line: evalCase.line } : {}),
          runs: evalCase.runs,
          passed: evalCase.passed,
          passRate: evalCase.passRate,
          belowMinimum: evalCase.belowMinimum,
          results: results.runs
            .filter((run) => run.model === model.model && run.caseName === evalCase.name)
            .map((run) => ({
              run: run.run,
              passed: run.grade.passed,
              failures: run.grade.failures,
              turns: run.transcript.turns,
              calls: run.transcript.calls,
              finalText: run.transcript.finalText,
              ...(run.transcript.errors.length ? { errors: run.transcript.errors } : {}),
              ...(run.seconds !== undefined ? { seconds: run.seconds } : {}),
            })),
        })),
      })),
    },
    null,
    2,
  );
}
