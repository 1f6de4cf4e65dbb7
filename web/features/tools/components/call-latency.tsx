import { useMemo } from 'react';
import type { HistoryEntry } from '../../../../shared/call-history/call-history.ts';
import { summarize } from '../../../../shared/lib/latency-stats.ts';
import { formatDuration } from '../../../components/content/format.ts';

/**
 * The latency of a tool's calls in its history, p50 and p95 with how many
 * calls they are of: a cancelled call never got its answer, so it has no
 * latency to count.
 */
export default function CallLatency({ entries }: { entries: readonly HistoryEntry[] }) {
  const figures = useMemo(
    () => summarize(entries.filter((entry) => entry.summary.status !== 'cancelled').map((e) => e.summary.durationMs)),
    [entries],
  );
  if (!figures) return null;
  const text = `p50 ${formatDuration(figures.p50)} · p95 ${formatDuration(figures.p95)} (n=${figures.n})`;
  return (
    <span
      role="note"
      aria-label={`Latency: ${text}`}
      title={`Over the calls listed; slowest ${formatDuration(figures.max)}`}
      className="font-mono text-xs text-zinc-500"
    >
      {text}
    </span>
  );
}
