const tones: Record<string, string> = {
  working: 'border-sky-800/70 bg-sky-950 text-sky-300',
  input_required: 'border-amber-700/70 bg-amber-950 text-amber-200',
  completed: 'border-emerald-800/70 bg-emerald-950 text-emerald-300',
  failed: 'border-rose-800/70 bg-rose-950 text-rose-300',
  cancelled: 'border-zinc-700 bg-zinc-800 text-zinc-300',
};

/** A task's status as the server named it; a status MCP does not define is shown as it is, in a neutral tone. */
export function TaskStatusChip({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded border px-1.5 py-0.5 font-mono text-[11px] font-medium ${tones[status] ?? 'border-zinc-700 bg-zinc-900 text-zinc-400'}`}
    >
      {status === 'working' ? (
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-sky-400" />
      ) : null}
      {status}
    </span>
  );
}
