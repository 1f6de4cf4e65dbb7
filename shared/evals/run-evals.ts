import type { ConversationEntry } from '../model/conversation-entry.ts';
import type { ModelAccess } from '../model/model-access.ts';
import { modelLabel, type ModelChoice } from '../model/model-choice.ts';
import type { ToolCallSession } from '../tool-call/run-tool-call.ts';
import type { EvalCase } from './case-file.ts';
import type { EvalResults, EvalRun } from './eval-results.ts';
import { gradeRun } from './grade-run.ts';
import { judgeRun, type JudgeAnswer } from './judge-run.ts';
import { runCase } from './run-case.ts';
import type { RunTranscript } from './run-transcript.ts';

/** What to run: every case, `runs` times, with each model. */
export interface EvalPlan {
  readonly fileName: string;
  readonly cases: readonly EvalCase[];
  readonly models: readonly ModelChoice[];
  /** Answers the judges' rubrics; each run's own model when absent. */
  readonly judgeModel?: ModelChoice;
  readonly runs: number;
  readonly minPassRate: number;
}

export interface EvalEnvironment {
  session: ToolCallSession;
  access: ModelAccess;
  /** The server's tools as listed. */
  tools: readonly unknown[];
  signal?: AbortSignal;
  /** For each run's duration (JUnit's time); no durations without it. */
  now?: () => number;
  /** How long the model may stay silent in a run before the run is stopped (see runCase). */
  silenceMs?: number;
  /** Told of each run as it ends: progress for a person, and the run's conversation as it ended (empty when not kept). */
  onRun?: (run: EvalRun, done: number, total: number, entries: readonly ConversationEntry[]) => void;
  runCase?: typeof runCase;
  judgeRun?: typeof judgeRun;
}

/** The results so far, and why the evaluation stopped before its end when it did. */
export interface EvalOutcome {
  readonly results: EvalResults;
  readonly stopped?: { readonly reason: 'provider' | 'interrupted'; readonly message: string };
}

/**
 * Faults that every further run would meet the same way: the model cannot
 * be reached or will not take the key. The evaluation stops at the first,
 * rather than failing every case for a reason that is not the model's.
 */
const PROVIDER_UNUSABLE = new Set(['provider-unreachable', 'no-key', 'unauthorized', 'model-choice']);

/**
 * Runs every case of the plan `runs` times with each model, one run at a
 * time over the one session, grades each run (the judge asked where the
 * case has a rubric), and gathers the results the reports are written from.
 */
export async function runEvals(plan: EvalPlan, environment: EvalEnvironment): Promise<EvalOutcome> {
  const runOne = environment.runCase ?? runCase;
  const judgeOne = environment.judgeRun ?? judgeRun;
  const labels = plan.models.map(modelLabel);
  const runs: EvalRun[] = [];
  const total = plan.models.length * plan.cases.length * plan.runs;
  const results = (stopped?: string): EvalResults => ({
    ...(stopped !== undefined ? { stopped } : {}),
    file: plan.fileName,
    models: labels,
    cases: plan.cases.map((c) => ({ name: c.name, ...(c.line !== undefined ? { line: c.line } : {}) })),
    runs: [...runs],
    minPassRate: plan.minPassRate,
  });
  const { signal, now } = environment;
  for (const [index, choice] of plan.models.entries()) {
    for (const evalCase of plan.cases) {
      for (let n = 1; n <= plan.runs; n++) {
        if (signal?.aborted)
          return { results: results('Interrupted'), stopped: { reason: 'interrupted', message: 'Interrupted' } };
        const started = now?.();
        let entries: readonly ConversationEntry[] = [];
        let transcript = await runOne(evalCase, {
          session: environment.session,
          access: environment.access,
          choice,
          tools: environment.tools,
          ...(signal ? { signal } : {}),
          ...(now ? { now } : {}),
          ...(environment.silenceMs !== undefined ? { silenceMs: environment.silenceMs } : {}),
          onEntries: (ended) => {
            entries = ended;
          },
        });
        const unusable = transcript.errors.find((error) => error.reason && PROVIDER_UNUSABLE.has(error.reason));
        let answer: JudgeAnswer | undefined;
        if (evalCase.judge !== undefined && !unusable && !signal?.aborted)
          answer = await judgeOne({ ...evalCase, judge: evalCase.judge }, transcript, {
            access: environment.access,
            choice: plan.judgeModel ?? choice,
            ...(signal ? { signal } : {}),
          });
        if (answer && 'error' in answer) transcript = withError(transcript, answer.error);
        const run: EvalRun = {
          caseName: evalCase.name,
          model: labels[index]!,
          run: n,
          grade: gradeRun(evalCase, transcript, answer && 'verdict' in answer ? answer.verdict : undefined),
          transcript,
          ...(started !== undefined && now ? { seconds: (now() - started) / 1000 } : {}),
        };
        runs.push(run);
        environment.onRun?.(run, runs.length, total, entries);
        if (unusable)
          return { results: results(unusable.message), stopped: { reason: 'provider', message: unusable.message } };
      }
    }
  }
  return { results: results() };
}

function withError(transcript: RunTranscript, message: string): RunTranscript {
  return { ...transcript, errors: [...transcript.errors, { message }] };
}
