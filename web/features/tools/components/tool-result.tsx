import { useMemo } from 'react';
import type React from 'react';
import { mergeResultFindings, sameFinding } from '../../../../shared/result-read/merge-result-findings.ts';
import { readToolResult } from '../../../../shared/result-read/read-tool-result.ts';
import { flaggedResultFindings, type CallOutcome } from '../../../../shared/session/call-outcome.ts';
import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';
import { CallFindings, callFlagged } from '../../../components/content/call-findings.tsx';
import { formatDuration } from '../../../components/content/format.ts';
import { RpcError } from '../../../components/content/rpc-error.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ResultProgress } from './result-progress.tsx';
import { RunningElapsed } from './running-elapsed.tsx';
import { ToolResultCall } from './tool-result-call.tsx';

function isErrorResult(outcome: CallOutcome | undefined): boolean {
  if (outcome?.kind !== 'result') return false;
  const result = outcome.result;
  return typeof result === 'object' && result !== null && (result as { isError?: unknown }).isError === true;
}

/** The result read for display, and the one list of its problems that the header counts and the body shows. */
function useResultReading(outcome: CallOutcome | undefined) {
  return useMemo(() => {
    if (outcome?.kind !== 'result') return undefined;
    const view = readToolResult(outcome.result);
    const strict = flaggedResultFindings(outcome);
    const problems = mergeResultFindings(strict, view.findings);
    // What the result's list says already (a strict finding kept, or put in plainer words by the reader's) is not listed again among the
    // wire's findings; the header counts every line the body lists.
    const shown = [...strict, ...problems];
    const wireOnly = (outcome.findings ?? []).filter((finding) => !shown.some((kept) => sameFinding(kept, finding)));
    return { view, problems, shown, listed: problems.length + wireOnly.length };
  }, [outcome]);
}

function Status({
  outcome,
  running,
  problemCount,
}: {
  outcome: CallOutcome | undefined;
  running: boolean;
  problemCount: number;
}) {
  const badge = 'rounded px-1.5 py-0.5 text-[11px] font-medium';
  if (running) return <span className={`${badge} bg-sky-950 text-sky-300`}>running</span>;
  switch (outcome?.kind) {
    case undefined:
      return null;
    case 'result':
      return (
        <>
          {isErrorResult(outcome) ? (
            <span className={`${badge} bg-rose-950 text-rose-300`}>isError</span>
          ) : callFlagged(outcome.findings) ? (
            // Never "ok" beside an answer the protocol rules flag.
            <span
              className={`${badge} bg-amber-950 text-amber-300`}
              title="The frames of this call break protocol rules: see Findings on the wire"
            >
              flagged
            </span>
          ) : (
            <span className={`${badge} bg-emerald-950 text-emerald-300`}>ok</span>
          )}
          {problemCount > 0 ? (
            <span className={`${badge} bg-amber-950 text-amber-300`}>
              {problemCount === 1 ? '1 problem' : `${problemCount} problems`}
            </span>
          ) : null}
        </>
      );
    case 'error':
      return <span className={`${badge} bg-rose-950 text-rose-300`}>error</span>;
    case 'cancelled':
      return <span className={`${badge} bg-zinc-800 text-zinc-300`}>cancelled</span>;
  }
}

/** What came back from the last tools/call: the result as sent, an error, or a cancellation. */
export function ToolResult({
  outcome,
  running,
  progress,
  startedAt,
}: {
  outcome: CallOutcome | undefined;
  running: boolean;
  progress?: RequestProgress;
  /** When the running call was sent (epoch ms), for its elapsed time. */
  startedAt?: number | undefined;
}): React.JSX.Element {
  const reading = useResultReading(outcome);
  return (
    <section
      aria-label="Result"
      className={`rounded-md border bg-zinc-900 text-sm ${isErrorResult(outcome) && !running ? 'border-rose-800' : 'border-zinc-800'}`}
    >
      <header className="flex items-center gap-2 border-b border-zinc-800 px-3 py-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">Result</h3>
        <Status outcome={outcome} running={running} problemCount={reading?.listed ?? 0} />
        {outcome && !running ? (
          <span className="ml-auto font-mono text-xs text-zinc-500">{formatDuration(outcome.durationMs)}</span>
        ) : null}
      </header>
      <div className="p-3">
        {running ? <RunningElapsed startedAt={startedAt} /> : null}
        {running && progress ? <ResultProgress progress={progress} /> : null}
        {running ? null : outcome === undefined ? (
          <p className="text-zinc-500">Run the tool to see its result here.</p>
        ) : outcome.kind === 'result' && reading !== undefined ? (
          <ErrorBoundary what="the tool result" data={outcome.result} resetKey={outcome}>
            <div className="space-y-3">
              <CallFindings findings={outcome.findings} shown={reading.shown} />
              <ToolResultCall result={outcome.result} view={reading.view} problems={reading.problems} />
            </div>
          </ErrorBoundary>
        ) : outcome.kind === 'error' ? (
          <div className="space-y-3">
            <RpcError code={outcome.code} codeName={outcome.codeName} message={outcome.message} data={outcome.data} />
            <CallFindings findings={outcome.findings} />
          </div>
        ) : (
          <p className="text-zinc-300">Cancelled after {formatDuration(outcome.durationMs)}</p>
        )}
      </div>
    </section>
  );
}
