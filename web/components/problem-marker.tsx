/** A small warning sign on a list row whose entry breaks the protocol; the problems are in its tooltip and accessible name. */
export function ProblemMarker({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return (
    <span
      role="img"
      aria-label={count}
      title={problems.join('\n')}
      className="shrink-0 rounded border border-amber-800/80 px-1 font-mono text-[10px] leading-4 text-amber-300"
    >
      ⚠ {problems.length}
    </span>
  );
}
