export function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span aria-hidden className="rounded bg-zinc-800 px-1.5 py-0.5 font-mono text-[11px] text-zinc-400">
      {count}
    </span>
  );
}
