import { latencyBand, summarize, type LatencyBand, type LatencySummary } from '../../../../shared/lib/latency-stats.ts';
import type { TimelineRow } from '../../../../shared/wire/timeline-layout.ts';

/**
 * The latency figures of each method's finished requests among the rows:
 * a call is judged fast or slow against calls of its own method (a
 * tools/list is not a slow tools/call). Requests still waiting have no
 * latency yet.
 */
export function latencyByMethod(rows: readonly TimelineRow[]): Map<string, LatencySummary> {
  const durations = new Map<string, number[]>();
  for (const row of rows) {
    if (row.kind !== 'request' || row.end === undefined || row.outcome === 'pending') continue;
    const method = row.method ?? '';
    let list = durations.get(method);
    if (!list) durations.set(method, (list = []));
    list.push(row.end - row.start);
  }
  const figures = new Map<string, LatencySummary>();
  for (const [method, list] of durations) figures.set(method, summarize(list)!);
  return figures;
}

/** A finished request's band among its method's calls; none for anything else. */
export function rowBand(row: TimelineRow, figures: ReadonlyMap<string, LatencySummary>): LatencyBand | undefined {
  if (row.kind !== 'request' || row.end === undefined || row.outcome === 'pending') return undefined;
  const summary = figures.get(row.method ?? '');
  return summary ? latencyBand(row.end - row.start, summary) : undefined;
}
