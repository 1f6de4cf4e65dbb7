// Several runs of one measurement, summarised: the median is the figure, the spread is kept beside it.

export interface Summary {
  median: number;
  p90: number;
  min: number;
  max: number;
  runs: number;
}

const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100);

/** The nearest-rank percentile of `sorted` (ascending). */
function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export function summarize(samples: number[]): Summary {
  if (samples.length === 0) throw new Error('no samples to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median: round(median), p90: round(percentile(sorted, 0.9)), min: round(sorted[0]!), max: round(sorted.at(-1)!), runs: samples.length };
}

/** Runs `measure` `runs` times, one after the other. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T> | T): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(run));
  return results;
}

/**
 * Each numeric field of `results` summarised over the runs: `{ field: median, … , spread: { field: Summary } }`.
 * Fields that are not numbers in every run are taken from the first run.
 */
export function medians<T extends object>(results: T[]): T & { runs: number; spread: Record<string, Summary> } {
  if (results.length === 0) throw new Error('no runs to summarise');
  const first = results[0]! as Record<string, unknown>;
  const out: Record<string, unknown> = { ...first };
  const spread: Record<string, Summary> = {};
  for (const key of Object.keys(first)) {
    const values = results.map((result) => (result as Record<string, unknown>)[key]);
    if (values.every((value): value is number => typeof value === 'number' && Number.isFinite(value))) {
      spread[key] = summarize(values);
      out[key] = spread[key].median;
    }
  }
  return { ...(out as T), runs: results.length, spread };
}
