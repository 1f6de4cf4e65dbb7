import { informs } from '../../../../shared/checkup/checkup-format.ts';
import type { CheckResult, EvidenceFrame } from '../../../../shared/checkup/checkup-report.ts';
import { informationLook, OutcomeBadge, outcomeLook } from './outcome-badge.tsx';

export interface CheckItemProps {
  check: CheckResult;
  /** Opens one evidence frame in the Log. */
  onOpenFrame: (seq: number) => void;
}

const arrow = (frame: EvidenceFrame): string =>
  frame.direction === 'out' ? '→' : frame.direction === 'in' ? '←' : '·';

/** One check: its result, why, and (expanded) the evidence, each frame a way into the Log, and the rule it comes from. */
export function CheckItem({ check, onOpenFrame }: CheckItemProps) {
  const { evidence, rule } = check;
  const information = informs(check);
  const findings = evidence.frames.flatMap((frame) =>
    frame.direction === 'in' ? (frame.findings ?? []).map((finding) => ({ ...finding, seq: frame.seq })) : [],
  );
  return (
    <li
      aria-label={`${check.name}: ${information ? informationLook.word : outcomeLook[check.result].word}`}
      className="rounded-md border border-zinc-800 bg-zinc-950/60 px-3 py-2"
    >
      <div className="flex items-start gap-3">
        <OutcomeBadge result={check.result} informs={information} />
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium text-zinc-100">{check.title}</span>
            <span className="font-mono text-xs text-zinc-500">{check.name}</span>
          </p>
          <p className="break-words text-sm text-zinc-300">{check.summary}</p>
          <details className="group pt-1">
            <summary className="cursor-pointer select-none text-xs text-zinc-500 hover:text-zinc-300">Evidence</summary>
            <div className="mt-1.5 space-y-2 border-l border-zinc-800 pl-3 text-xs">
              {evidence.text !== check.summary ? (
                <p className="whitespace-pre-wrap break-words text-zinc-300">{evidence.text}</p>
              ) : null}
              {evidence.frames.length ? (
                <ul aria-label="Evidence frames" className="flex flex-wrap gap-1.5">
                  {evidence.frames.map((frame, index) => (
                    <li key={`${frame.seq}-${index}`}>
                      <button
                        type="button"
                        onClick={() => onOpenFrame(frame.seq)}
                        title={`Open entry ${frame.seq + 1} in the Log`}
                        className="rounded border border-zinc-700 bg-zinc-900 px-1.5 py-0.5 font-mono text-[11px] text-zinc-300 hover:border-sky-600 hover:text-sky-200 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-sky-500"
                      >
                        {arrow(frame)} {frame.label} <span className="text-zinc-500">#{frame.seq + 1}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-zinc-500">No frames: nothing was sent for this check.</p>
              )}
              {findings.length ? (
                <ul aria-label="Findings on the server's frames" className="space-y-0.5 text-zinc-400">
                  {findings.map((finding, index) => (
                    <li key={index}>
                      <span className="font-mono text-amber-300">{finding.rule}</span> on #{finding.seq + 1}:{' '}
                      {finding.message}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-zinc-500">
                Rule: {rule.revision} · {rule.section}
                {rule.url ? (
                  <>
                    {' · '}
                    <a href={rule.url} target="_blank" rel="noreferrer" className="text-sky-400 hover:underline">
                      specification
                    </a>
                  </>
                ) : null}
              </p>
            </div>
          </details>
        </div>
      </div>
    </li>
  );
}
