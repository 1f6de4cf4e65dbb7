/**
 * Latency figures over a set of durations, for the load command and the
 * page's call history alike. Percentiles are nearest-rank (the value of one
 * real call, never an interpolation between two): p50 of [10, 20] is 10.
 */

export interface LatencySummary {
  /** How many durations the figures are made of. */
  n: number;
  min: number;
  max: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
}

/** The nearest-rank percentile `p` (0 < p ≤ 100) of durations sorted ascending; undefined for none. */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile ${p}: expected 0 < p ≤ 100`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The summary of some durations (in any order; non-finite ones are left out); undefined for none. */
export function summarize(durations: Iterable<number>): LatencySummary | undefined {
  const sorted = [...durations].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const at = (p: number) => percentile(sorted, p) as number;
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    n: sorted.length,
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    mean: sum / sorted.length,
    p50: at(50),
    p90: at(90),
    p95: at(95),
    p99: at(99),
  };
}

export interface HistogramBucket {
  /** Durations at least this… */
  from: number;
  /** …and below this (the last bucket: up to and including its maximum). */
  to: number;
  count: number;
}

/**
 * Durations counted in buckets whose edges double (1, 2, 4, 8 … ms, from the
 * power of two at or below the smallest): latencies spread over orders of
 * magnitude, and doubling edges keep a few buckets telling at any scale.
 */
export function histogram(durations: Iterable<number>): HistogramBucket[] {
  const values = [...durations].filter((value) => Number.isFinite(value) && value >= 0);
  if (values.length === 0) return [];
  const max = Math.max(...values);
  const min = Math.min(...values);
  let from = min < 1 ? 0 : 2 ** Math.floor(Math.log2(min));
  const buckets: HistogramBucket[] = [];
  while (buckets.length === 0 || from <= max) {
    const to = from === 0 ? 1 : from * 2;
    buckets.push({ from, to, count: 0 });
    from = to;
  }
  for (const value of values) {
    const index = buckets.findIndex((bucket) => value < bucket.to);
    (buckets[index === -1 ? buckets.length - 1 : index] as HistogramBucket).count++;
  }
  return buckets;
}

/** Where a duration falls among others, as a band for colouring: fast (≤ p50), slow (> p90) or between. */
export type LatencyBand = 'fast' | 'middle' | 'slow';

export function latencyBand(durationMs: number, summary: Pick<LatencySummary, 'p50' | 'p90'>): LatencyBand {
  if (durationMs <= summary.p50) return 'fast';
  return durationMs > summary.p90 ? 'slow' : 'middle';
}
