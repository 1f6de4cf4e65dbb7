import type { EvalResults, EvalRun } from './eval-results.ts';
import { junitTestCase } from '../lib/junit-xml.ts';
import { xmlAttribute } from '../lib/xml-text.ts';

/**
 * The results as JUnit XML (`--junit FILE`), the report CI systems read: a
 * test suite per model, a test case per case and run. A run whose reasons
 * are the model's doing is a `failure`; one that a fault stopped (the
 * provider, the server) is an `error`. Each carries its first reason as
 * the message and every reason, the calls and the last text in its body.
 */
export function evalReportJunit(results: EvalResults): string {
  const suites = results.models.map((model) =>
    suite(
      model,
      results.runs.filter((run) => run.model === model),
    ),
  );
  const all = results.runs;
  const errors = all.filter(isError).length;
  const failures = all.filter((run) => !run.grade.passed && !isError(run)).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttribute(`mcp-loupe eval ${results.file}`)}" tests="${all.length}" failures="${failures}" errors="${errors}"${time(all)}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

function suite(model: string, runs: readonly EvalRun[]): string {
  const errors = runs.filter(isError).length;
  const failures = runs.filter((run) => !run.grade.passed && !isError(run)).length;
  return [
    `  <testsuite name="${xmlAttribute(model)}" tests="${runs.length}" failures="${failures}" errors="${errors}"${time(runs)}>`,
    ...runs.map((run) => testCase(model, run)),
    '  </testsuite>',
  ].join('\n');
}

function testCase(model: string, run: EvalRun): string {
  const at = {
    classname: model,
    name: `${run.caseName} (run ${run.run})`,
    ...(run.seconds !== undefined ? { seconds: run.seconds } : {}),
  };
  if (run.grade.passed) return junitTestCase(at);
  const [first] = run.grade.failures;
  const body = [
    ...run.grade.failures.map((failure) => failure.message),
    '',
    ...run.transcript.calls.map(
      (call) =>
        `turn ${call.turn}: ${call.tool}(${call.argumentsText ?? JSON.stringify(call.arguments ?? {})})${call.outcome ? ` -> ${call.outcome}` : ''}`,
    ),
    `last text: ${run.transcript.finalText}`,
  ].join('\n');
  return junitTestCase({
    ...at,
    outcome: {
      tag: isError(run) ? 'error' : 'failure',
      message: first?.message ?? 'failed',
      type: first?.kind ?? 'failed',
      body,
    },
  });
}

/** A run that a fault stopped, rather than one the model got wrong. */
function isError(run: EvalRun): boolean {
  return !run.grade.passed && run.grade.failures.some((failure) => failure.kind === 'run-error');
}

function time(runs: readonly EvalRun[]): string {
  if (runs.some((run) => run.seconds === undefined)) return '';
  return ` time="${runs.reduce((sum, run) => sum + (run.seconds ?? 0), 0).toFixed(3)}"`;
}
