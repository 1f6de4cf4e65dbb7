import type { CheckOutcome } from '../../../../shared/checkup/checkup-report.ts';

export const outcomeLook: Record<CheckOutcome, { word: string; className: string }> = {
  pass: { word: 'pass', className: 'border-emerald-800 bg-emerald-950/60 text-emerald-300' },
  warning: { word: 'warning', className: 'border-amber-800 bg-amber-950/60 text-amber-300' },
  fail: { word: 'fail', className: 'border-rose-800 bg-rose-950/60 text-rose-300' },
  'not-applicable': { word: 'not applicable', className: 'border-zinc-700 bg-zinc-900 text-zinc-400' },
};

/** A check's result as a small badge; the word is the accessible text. */
export function OutcomeBadge({ result }: { result: CheckOutcome }) {
  const look = outcomeLook[result];
  return <span className={`inline-block w-28 shrink-0 rounded border px-1.5 py-0.5 text-center text-[11px] font-semibold uppercase tracking-wide ${look.className}`}>{look.word}</span>;
}
