import type { Finding, FindingSeverity } from '../../../../shared/diagnose/finding.ts';

export const severityClass: Record<FindingSeverity, string> = {
  error: 'border-rose-800 bg-rose-950/60 text-rose-200',
  warning: 'border-amber-800 bg-amber-950/60 text-amber-200',
  info: 'border-sky-800 bg-sky-950/60 text-sky-200',
};

export function SeverityChip({ severity }: { severity: FindingSeverity }) {
  return (
    <span
      className={`shrink-0 rounded border px-1.5 text-[10px] font-medium uppercase leading-4 tracking-wide ${severityClass[severity]}`}
    >
      {severity}
    </span>
  );
}

export interface FindingsListProps {
  findings: readonly Finding[] | undefined;
  /** What is wrong, in one line, for entries whose findings have no names yet. */
  problem: string | undefined;
  /** The pointer marked in the tree. */
  marked: string | undefined;
  onPointer: (pointer: string) => void;
}

/** An entry's findings, one per line: how bad, which rule, what, where in the frame, and which document says so. */
export function FindingsList({ findings, problem, marked, onPointer }: FindingsListProps) {
  if (!findings?.length) {
    return problem ? (
      <p className="border-b border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200">
        Problem: {problem}
      </p>
    ) : null;
  }
  return (
    <ul
      aria-label="Findings on this frame"
      className="max-h-48 shrink-0 space-y-1.5 overflow-auto border-b border-amber-900/60 bg-amber-950/20 px-3 py-2 text-xs"
    >
      {findings.map((finding, index) => (
        <li key={index} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <SeverityChip severity={finding.severity} />
          <span className="font-mono text-zinc-100">{finding.rule}</span>
          <span className="min-w-0 basis-full text-zinc-300">
            {finding.message}
            {finding.didYouMean ? (
              <span className="text-zinc-400">
                {' '}
                Did you mean <code className="font-mono text-emerald-300">{finding.didYouMean}</code>?
              </span>
            ) : null}
          </span>
          <button
            type="button"
            onClick={() => onPointer(finding.pointer)}
            title="Show this place in the frame's tree"
            className={`font-mono hover:underline ${marked === finding.pointer ? 'text-amber-300' : 'text-sky-400'}`}
          >
            at {finding.pointer || '(the whole frame)'}
          </button>
          {finding.source ? <span className="text-zinc-500">per {finding.source}</span> : null}
          {finding.cause === 'probe' || finding.cause === 'person' || finding.cause === 'host' ? (
            <span className="text-zinc-500">
              {finding.cause === 'probe'
                ? "· on the inspector's own probe, not the server's doing"
                : finding.cause === 'host'
                  ? "· the inspector's own doing as the app's host, not the server's"
                  : "· your own action, not the server's doing"}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
