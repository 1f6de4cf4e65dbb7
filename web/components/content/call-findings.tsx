import type { Finding, FindingSeverity } from '../../../shared/diagnose/finding.ts';
import { flags } from '../../../shared/diagnose/finding.ts';
import { sameFinding } from '../../../shared/result-read/merge-result-findings.ts';

const severityClass: Record<FindingSeverity, string> = {
  error: 'border-rose-800 bg-rose-950/60 text-rose-200',
  warning: 'border-amber-800 bg-amber-950/60 text-amber-200',
  info: 'border-sky-800 bg-sky-950/60 text-sky-200',
};

/** Whether any finding flags the call (an error or a warning): its Result must not read "ok". */
export function callFlagged(findings: readonly Finding[] | undefined): boolean {
  return findings?.some(flags) ?? false;
}

/**
 * What the protocol rules found on the frames a call was made of (its
 * request and its answer), beside the result: rule, severity, what, where.
 * `shown`: findings already listed with the result itself, not repeated.
 */
export function CallFindings({
  findings,
  shown = [],
}: {
  findings: readonly Finding[] | undefined;
  shown?: readonly Finding[];
}) {
  const listed = (findings ?? []).filter((finding) => !shown.some((kept) => sameFinding(kept, finding)));
  if (listed.length === 0) return null;
  return (
    <section
      aria-label="Findings on the wire"
      className="rounded-md border border-amber-800/70 bg-amber-950/20 px-3 py-2 text-xs"
    >
      <h4 className="mb-1 font-semibold text-amber-300">Findings on the wire</h4>
      <ul className="space-y-1">
        {listed.map((finding, index) => (
          <li key={index} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span
              className={`shrink-0 rounded border px-1.5 text-[10px] font-medium uppercase leading-4 tracking-wide ${severityClass[finding.severity]}`}
            >
              {finding.severity}
            </span>
            <span className="font-mono text-zinc-100">{finding.rule}</span>
            <span className="min-w-0 text-zinc-300">
              {finding.message}
              {finding.didYouMean ? (
                <>
                  {' '}
                  (did you mean <code className="font-mono text-emerald-300">{finding.didYouMean}</code>?)
                </>
              ) : null}
            </span>
            <span className="font-mono text-zinc-500">
              at {finding.pointer || '(the whole frame)'}
              {finding.source ? `, per ${finding.source}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
