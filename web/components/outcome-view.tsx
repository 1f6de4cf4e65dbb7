import type { ReactNode } from 'react';
import type { Finding } from '../../shared/diagnose/finding.ts';
import { flaggedResultFindings, type CallOutcome } from '../../shared/session/call-outcome.ts';
import { CallFindings } from './content/call-findings.tsx';
import { formatDuration } from './content/format.ts';
import { RawJsonToggle } from './content/raw-json-toggle.tsx';
import { RpcError } from './content/rpc-error.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

/**
 * The frame around any request's outcome (a resource read, a prompt get):
 * time taken, errors with their code and name, the result as the children
 * show it (they get the result's own flagged findings to list beside it), and the raw JSON.
 */
export function OutcomeView({
  label,
  outcome,
  running,
  actions,
  children,
}: {
  label: string;
  outcome: CallOutcome | undefined;
  running: boolean;
  /** Buttons for the header (Read again, …). */
  actions?: ReactNode;
  children: (result: unknown, problems: readonly Finding[]) => ReactNode;
}) {
  return (
    <section aria-label={label} className="space-y-2">
      <div className="flex min-h-7 items-center gap-3 text-xs text-zinc-500">
        <h3 className="text-xs font-semibold uppercase tracking-wide">{label}</h3>
        {running ? (
          <span role="status" className="flex items-center gap-1.5 text-zinc-400">
            <span
              aria-hidden="true"
              className="size-3 animate-spin rounded-full border-2 border-zinc-700 border-t-sky-400"
            />
            Loading…
          </span>
        ) : outcome ? (
          <span className="font-mono">{formatDuration(outcome.durationMs)}</span>
        ) : null}
        {actions ? <span className="ml-auto flex items-center gap-2">{actions}</span> : null}
      </div>
      {outcome?.kind === 'error' ? (
        <RpcError code={outcome.code} codeName={outcome.codeName} message={outcome.message} data={outcome.data} />
      ) : null}
      {outcome?.kind === 'result' ? (
        <CallFindings findings={outcome.findings} shown={flaggedResultFindings(outcome)} />
      ) : outcome?.kind === 'error' ? (
        <CallFindings findings={outcome.findings} />
      ) : null}
      {outcome?.kind === 'cancelled' ? (
        <p className="text-sm text-zinc-300">Cancelled after {formatDuration(outcome.durationMs)}</p>
      ) : null}
      {outcome?.kind === 'result' ? (
        <div className="space-y-3">
          <ErrorBoundary what={label.toLowerCase()} data={outcome.result} resetKey={outcome}>
            {children(outcome.result, flaggedResultFindings(outcome))}
          </ErrorBoundary>
          <RawJsonToggle value={outcome.result} />
        </div>
      ) : null}
    </section>
  );
}
