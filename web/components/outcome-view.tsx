import type { ReactNode } from 'react';
import type { CallOutcome } from '../../shared/session/call-outcome.ts';

/**
 * The frame around any request's outcome (a resource read, a prompt get):
 * time taken, protocol problems, and errors with their code and name.
 */
export function OutcomeView({ label, outcome, running, children }: { label: string; outcome: CallOutcome | undefined; running: boolean; children: (result: unknown) => ReactNode }) {
  return (
    <section aria-label={label} className="space-y-2">
      <div className="flex items-center gap-3 text-xs text-zinc-500">
        <h3 className="text-xs font-semibold uppercase tracking-wide">{label}</h3>
        {running ? <span>Loading…</span> : outcome ? <span className="font-mono">{outcome.durationMs} ms</span> : null}
      </div>
      {outcome?.kind === 'error' ? (
        <div className="rounded-md border border-rose-900 bg-rose-950/50 p-3 text-sm text-rose-200">
          {outcome.code !== undefined ? (
            <p className="font-mono text-xs text-rose-300">
              {outcome.code} {outcome.codeName}
            </p>
          ) : null}
          <p className="whitespace-pre-wrap">{outcome.message}</p>
          {outcome.data !== undefined ? <pre className="mt-2 overflow-auto font-mono text-xs">{JSON.stringify(outcome.data, null, 2)}</pre> : null}
        </div>
      ) : null}
      {outcome?.kind === 'result' ? (
        <>
          {outcome.problems.length ? (
            <ul className="list-disc rounded-md border border-amber-900/60 bg-amber-950/30 py-2 pl-7 pr-3 font-mono text-xs text-amber-200">
              {outcome.problems.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          ) : null}
          {children(outcome.result)}
        </>
      ) : null}
    </section>
  );
}
