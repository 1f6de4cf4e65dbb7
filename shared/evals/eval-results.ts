import type { GradeFailure, RunGrade } from './grade-run.ts';
import type { RunTranscript } from './run-transcript.ts';

/** One run of one case with one model, graded. */
export interface EvalRun {
  readonly caseName: string;
  /** The model's label as the reports show it (`openai/gpt-4o-mini`). */
  readonly model: string;
  /** From 1. */
  readonly run: number;
  readonly grade: RunGrade;
  readonly transcript: RunTranscript;
  /** How long the run took, for JUnit's `time`; absent when not measured. */
  readonly seconds?: number;
}

/** Everything a file's evaluation produced, in the order it ran. */
export interface EvalResults {
  /** The case file as named on the command line. */
  readonly file: string;
  readonly models: readonly string[];
  readonly cases: ReadonlyArray<{ readonly name: string; readonly line?: number }>;
  readonly runs: readonly EvalRun[];
  /** Each case must pass at least this share of its runs, with each model (0 to 1). */
  readonly minPassRate: number;
  /** Why the evaluation stopped before its end (the provider could not be used, Ctrl-C), when it did. */
  readonly stopped?: string;
}

export interface CaseSummary {
  readonly name: string;
  readonly line?: number;
  readonly runs: number;
  readonly passed: number;
  /** passed / runs; 0 for a case that did not run. */
  readonly passRate: number;
  readonly belowMinimum: boolean;
  readonly failedRuns: ReadonlyArray<{ readonly run: number; readonly failures: readonly GradeFailure[] }>;
}

export interface ModelSummary {
  readonly model: string;
  readonly cases: readonly CaseSummary[];
  readonly runs: number;
  readonly passed: number;
}

/** Pass rates per model and case, and whether every case met the minimum with every model. */
export function summarize(results: EvalResults): { models: ModelSummary[]; belowMinimum: number; passed: boolean } {
  const models = results.models.map((model): ModelSummary => {
    const cases = results.cases.map((evalCase): CaseSummary => {
      const runs = results.runs.filter((run) => run.model === model && run.caseName === evalCase.name);
      const passed = runs.filter((run) => run.grade.passed).length;
      const passRate = runs.length ? passed / runs.length : 0;
      return {
        name: evalCase.name,
        ...(evalCase.line !== undefined ? { line: evalCase.line } : {}),
        runs: runs.length,
        passed,
        passRate,
        // A rate is compared with a little room: 2/3 against 0.67 written by a person.
        belowMinimum: passRate + 1e-9 < results.minPassRate,
        failedRuns: runs
          .filter((run) => !run.grade.passed)
          .map((run) => ({ run: run.run, failures: run.grade.failures })),
      };
    });
    return {
      model,
      cases,
      runs: cases.reduce((sum, evalCase) => sum + evalCase.runs, 0),
      passed: cases.reduce((sum, evalCase) => sum + evalCase.passed, 0),
    };
  });
  const belowMinimum = models.reduce((sum, model) => sum + model.cases.filter((c) => c.belowMinimum).length, 0);
  return { models, belowMinimum, passed: belowMinimum === 0 };
}

/** `67%`: a rate as a person reads it, rounded down so 99.9% is never shown as 100%. */
export function percent(rate: number): string {
  return `${Math.floor(rate * 100 + 1e-9)}%`;
}
