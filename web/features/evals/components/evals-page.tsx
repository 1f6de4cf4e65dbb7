import { type ReactNode, useId, useMemo, useState } from 'react';
import type { CaseModel } from '../../../../shared/evals/case-file.ts';
import { type EvalResults, summarize } from '../../../../shared/evals/eval-results.ts';
import { type ModelChoice, modelLabel } from '../../../../shared/model/model-choice.ts';
import { Button } from '../../../components/button.tsx';
import { sizedInputClass } from '../../../components/field.tsx';
import { showInLog } from '../../../lib/log-selection.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useCaseFileReader } from '../hooks/use-case-file-reader.ts';
import { useEvalRun } from '../hooks/use-eval-run.ts';
import type { PageEvalRun } from '../lib/page-evals.ts';
import { CaseFileInput } from './case-file-input.tsx';
import { FailedRun } from './failed-run.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { ResultsTable } from './results-table.tsx';

const choiceOf = (model: ConfiguredModel): ModelChoice => ({
  provider: model.provider,
  baseUrl: model.baseUrl,
  model: model.model,
});

/** A pasted text's name: its first character says JSON or YAML, as the reader decides. */
const pastedName = (text: string) => (/^\s*[{[]/.test(text) ? 'pasted.json' : 'pasted.yaml');

/**
 * The Evals view: a case file run against the server's tools with the
 * models configured in the Model settings, graded as `mcp-loupe --cli eval`
 * grades it (shared/evals), with each failed run's conversation and frames.
 * `models` are the ready ones; `header` names them and opens their settings.
 */
export function EvalsPage({
  models,
  header,
  renderConversation,
}: {
  models: readonly ConfiguredModel[];
  header: ReactNode;
  renderConversation: (entries: PageEvalRun['entries']) => ReactNode;
}) {
  const session = useSession();
  const [text, setText] = useState('');
  const [pickedName, setPickedName] = useState<string>();
  const fileName = pickedName ?? pastedName(text);
  const { reader, error: readerError } = useCaseFileReader();
  const parsed = useMemo(
    () => (text.trim() === '' || !reader ? undefined : reader.parseCaseFile(text, fileName)),
    [text, fileName, reader],
  );
  const problems = readerError
    ? [readerError]
    : reader && parsed
      ? parsed.findings.map((finding) => reader.caseFindingLine(fileName, finding))
      : [];
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const chosen = models.filter((model) => !unchosen.has(model.id));
  const [runsText, setRunsText] = useState<string>();
  const runs = Number(runsText ?? parsed?.file?.runs ?? 1);
  const runsValid = Number.isInteger(runs) && runs >= 1 && runs <= 100;
  const { state, start, stop } = useEvalRun(models);
  const [asked, setAsked] = useState<{ names: string[]; labels: string[] }>();
  const ids = { runs: useId() };
  const file = parsed?.file;
  const judge = file?.judgeModel ? judgeChoice(file.judgeModel, models) : undefined;
  const running = state.status === 'running';

  const run = () => {
    if (!file || chosen.length === 0 || !runsValid) return;
    const choices = chosen.map(choiceOf);
    setAsked({ names: file.cases.map((c) => c.name), labels: choices.map(modelLabel) });
    start({
      fileName,
      file,
      models: choices,
      ...(judge && 'choice' in judge ? { judgeModel: judge.choice } : {}),
      runs,
      minPassRate: 1,
    });
  };
  // The table fills in as runs end: the same summary the reports are made from, of the runs so far.
  const live: EvalResults | undefined = asked && {
    file: fileName,
    models: asked.labels,
    cases: asked.names.map((name) => ({ name })),
    runs: state.runs.map((entry) => entry.run),
    minPassRate: 1,
  };
  const summary = live ? summarize(live) : undefined;
  const failed = state.runs.filter((entry) => !entry.run.grade.passed);
  const frameSeq = (requestId: Parameters<typeof session.log.sentRequestSeq>[1]) =>
    state.connection === undefined ? undefined : session.log.sentRequestSeq(state.connection, requestId);

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="border-b border-zinc-800 px-4 py-2">{header}</div>
      <div className="flex min-h-0 flex-1 gap-4 overflow-auto p-4">
        <div className="w-[26rem] shrink-0 space-y-4">
          <CaseFileInput
            text={text}
            fileName={fileName}
            problems={problems}
            casesCount={file?.cases.length}
            onText={(next, name) => {
              setText(next);
              if (name !== undefined) setPickedName(name);
            }}
          />
          <fieldset className="space-y-1">
            <legend className="text-xs font-medium text-zinc-400">Models</legend>
            {models.length === 0 ? (
              <p className="text-sm text-zinc-400">No model is configured yet: add one in the Model settings.</p>
            ) : (
              models.map((model) => (
                <label key={model.id} className="flex items-center gap-2 text-sm text-zinc-200">
                  <input
                    type="checkbox"
                    checked={!unchosen.has(model.id)}
                    onChange={(event) => {
                      const next = new Set(unchosen);
                      if (event.target.checked) next.delete(model.id);
                      else next.add(model.id);
                      setUnchosen(next);
                    }}
                  />
                  {modelLabel(choiceOf(model))}
                </label>
              ))
            )}
            {judge && 'problem' in judge ? <p className="text-xs text-amber-300">{judge.problem}</p> : null}
          </fieldset>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.runs} className="block text-xs font-medium text-zinc-400">
                Runs
              </label>
              <input
                id={ids.runs}
                type="number"
                min={1}
                max={100}
                className={sizedInputClass('w-20')}
                value={runsText ?? String(file?.runs ?? 1)}
                onChange={(event) => setRunsText(event.target.value)}
              />
            </div>
            <Button variant="primary" disabled={running || !file || chosen.length === 0 || !runsValid} onClick={run}>
              Run
            </Button>
            <Button disabled={!running} onClick={stop}>
              Stop
            </Button>
          </div>
          <RunStatus state={state} />
        </div>
        <div className="min-w-0 flex-1 space-y-4">
          {summary && asked ? (
            <ResultsTable models={summary.models} caseNames={asked.names} />
          ) : (
            <p className="text-sm text-zinc-500">
              Each case runs as with <span className="font-mono">mcp-loupe --cli eval</span>: a fresh conversation with
              each model, its tool calls approved and sent to this server (they show in the Log).
            </p>
          )}
          {state.results ? <ReportDownloads results={state.results} /> : null}
          {failed.map((entry) => (
            <FailedRun
              key={`${entry.run.model} ${entry.run.caseName} ${entry.run.run}`}
              failed={entry}
              frameSeq={frameSeq}
              onOpenFrame={showInLog}
              renderConversation={renderConversation}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function RunStatus({ state }: { state: ReturnType<typeof useEvalRun>['state'] }) {
  if (state.status === 'idle') return null;
  const progress = `${state.done} of ${state.total} run${state.total === 1 ? '' : 's'}`;
  if (state.status === 'running')
    return (
      <p role="status" className="text-sm text-zinc-300">
        Running… {progress}
      </p>
    );
  const problem = state.problem === 'Interrupted' ? 'Stopped: the runs left were not made' : state.problem;
  return (
    <p role="status" className={`text-sm ${problem ? 'text-amber-300' : 'text-zinc-300'}`}>
      {problem ? `${problem} (${progress} made)` : `Done: ${progress}`}
    </p>
  );
}

/** The configured model the file names as its judge; said when none is configured, and each run's own model judges. */
function judgeChoice(
  wanted: CaseModel,
  models: readonly ConfiguredModel[],
): { choice: ModelChoice } | { problem: string } {
  const found = models.find(
    (model) =>
      model.model === wanted.model &&
      (wanted.provider === undefined || model.provider === wanted.provider) &&
      (wanted.baseUrl === undefined || model.baseUrl === wanted.baseUrl),
  );
  return found
    ? { choice: choiceOf(found) }
    : {
        problem: `The file's judge model ${wanted.model} is not in the Model settings: each run's own model answers the rubrics`,
      };
}
