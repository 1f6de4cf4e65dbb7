/** The server a folded connection panel stands for, on one line: its command line or URL, whole on hover. */
export function TargetSummary({ transport, text, full }: { transport: string; text: string; full: string }) {
  return (
    <p className="flex min-w-0 items-baseline gap-2 text-xs" title={full}>
      <span className="shrink-0 text-zinc-500">{transport}</span>
      <span className="min-w-0 truncate font-mono text-zinc-300">{text || '(not set)'}</span>
    </p>
  );
}
