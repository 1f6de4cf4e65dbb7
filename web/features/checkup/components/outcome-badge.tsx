import type { CheckOutcome } from '../../../../shared/checkup/checkup-report.ts';

/** `word` names the result for screen readers and tests; `short` is what the badge shows. */
export const outcomeLook: Record<CheckOutcome, { word: string; short: string; className: string }> = {
  pass: { word: 'pass', short: 'pass', className: 'border-emerald-800 bg-emerald-950/60 text-emerald-300' },
  warning: { word: 'warning', short: 'warn', className: 'border-amber-800 bg-amber-950/60 text-amber-300' },
  fail: { word: 'fail', short: 'fail', className: 'border-rose-800 bg-rose-950/60 text-rose-300' },
  'not-applicable': { word: 'not applicable', short: 'n/a', className: 'border-zinc-700 bg-zinc-900 text-zinc-400' },
};

/** A pass that only tells something (an `info` finding): shown as information, counted as a pass. */
export const informationLook = {
  word: 'information',
  short: 'info',
  className: 'border-sky-800 bg-sky-950/60 text-sky-300',
};

/** A check's result as a small badge; `informs` shows a pass that tells something as information. */
export function OutcomeBadge({ result, informs = false }: { result: CheckOutcome; informs?: boolean }) {
  const look = informs && result === 'pass' ? informationLook : outcomeLook[result];
  return (
    <span
      title={look.word}
      className={`mt-0.5 inline-block w-12 shrink-0 rounded border py-0.5 text-center text-[11px] font-semibold uppercase tracking-wide ${look.className}`}
    >
      {look.short}
    </span>
  );
}
