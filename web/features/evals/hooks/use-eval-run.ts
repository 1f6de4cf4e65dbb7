import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaseFile } from '../../../../shared/evals/case-file.ts';
import type { EvalResults } from '../../../../shared/evals/eval-results.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { useSession } from '../../../lib/session-context.tsx';
import type { PageEvalRun } from '../lib/page-evals.ts';

export interface EvalRunState {
  readonly status: 'idle' | 'running' | 'done' | 'failed';
  readonly runs: readonly PageEvalRun[];
  readonly done: number;
  readonly total: number;
  /** The results as the reports have them, once the evaluation ended (or was stopped). */
  readonly results?: EvalResults;
  /** Why the evaluation ended early, or could not start. */
  readonly problem?: string;
  /** The connection the runs' tool calls went over: their frames are found in the Log by it. */
  readonly connection?: number;
}

export interface EvalRequest {
  fileName: string;
  file: CaseFile;
  models: readonly ModelChoice[];
  judgeModel?: ModelChoice;
  runs: number;
  minPassRate: number;
}

const idle: EvalRunState = { status: 'idle', runs: [], done: 0, total: 0 };

/** One evaluation at a time over the page's session: Run starts it, Stop ends it (its stream and any running call). */
export function useEvalRun(configured: readonly ConfiguredModel[]) {
  const session = useSession();
  const [state, setState] = useState<EvalRunState>(idle);
  const running = useRef<AbortController | undefined>(undefined);
  // The relay's ids come from the latest settings, read when a request leaves.
  const latest = useRef(configured);
  latest.current = configured;
  useEffect(() => () => running.current?.abort('The Evals view was closed'), []);

  const start = useCallback(
    (request: EvalRequest) => {
      running.current?.abort('Another evaluation started');
      const stop = new AbortController();
      running.current = stop;
      const connection = session.state.getSnapshot().connection;
      const total = request.models.length * request.file.cases.length * request.runs;
      setState({ status: 'running', runs: [], done: 0, total, connection });
      const settle = (next: (state: EvalRunState) => EvalRunState) => {
        if (running.current === stop) setState(next);
      };
      import('../lib/page-evals.ts')
        .then(({ runPageEvals }) =>
          runPageEvals({
            ...request,
            session,
            configured: () => latest.current,
            signal: stop.signal,
            onRun: (run, done) => settle((current) => ({ ...current, runs: [...current.runs, run], done })),
          }),
        )
        .then(
          (outcome) =>
            settle((current) => ({
              ...current,
              status: 'done',
              results: outcome.results,
              ...(outcome.stopped ? { problem: outcome.stopped.message } : {}),
            })),
          (error: unknown) =>
            settle((current) => ({
              ...current,
              status: 'failed',
              problem: stop.signal.aborted
                ? 'Stopped'
                : `The evaluation could not run: ${error instanceof Error ? error.message : String(error)}`,
            })),
        );
    },
    [session],
  );
  const stop = useCallback(() => running.current?.abort('Stopped by the person'), []);
  return { state, start, stop };
}
