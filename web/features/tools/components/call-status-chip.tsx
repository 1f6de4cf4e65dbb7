import type { CallStatus } from '../../../../shared/call-history/call-history.ts';

const look: Record<CallStatus, string> = {
  ok: 'bg-emerald-950 text-emerald-300',
  flagged: 'bg-amber-950 text-amber-300',
  isError: 'bg-rose-950 text-rose-300',
  error: 'bg-rose-950 text-rose-300',
  cancelled: 'bg-zinc-800 text-zinc-300',
};

/** How an earlier call ended, as the Result header says it. */
export function CallStatusChip({ status }: { status: CallStatus }) {
  return <span className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-medium ${look[status]}`}>{status}</span>;
}
