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
function nearestRank(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** The nearest-rank percentile of `values` (0.9 for the 90th); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  return values.length === 0
    ? Number.NaN
    : nearestRank(
        [...values].sort((a, b) => a - b),
        fraction,
      );
}

export function summarize(samples: number[]): Summary {
  if (samples.length === 0) throw new Error('no samples to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: round(median(sorted)),
    p90: round(nearestRank(sorted, 0.9)),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    runs: samples.length,
  };
}

/** Times in ms as a figure's median and 90th percentile, to the hundredth. */
export function medianAndP90Ms(samples: readonly number[]): { medianMs: number; p90Ms: number } {
  const hundredths = (ms: number) => Math.round(ms * 100) / 100;
  return { medianMs: hundredths(median(samples)), p90Ms: hundredths(percentile(samples, 0.9)) };
}

/** Runs `measure` `runs` times, one after the other. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T> | T): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < Math.max(1, runs); run++) results.push(await measure(run));
  return results;
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each numeric figure of `samples` as its median, with `runs` and the samples themselves. */
export function medianFigures<T extends object>(samples: readonly T[]): T & { runs: number; samples: readonly T[] } {
  if (samples.length === 0) throw new Error('no runs to summarise');
  const figures: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(samples[0]!)) {
    figures[key] =
      typeof value === 'number' ? median(samples.map((sample) => (sample as Record<string, number>)[key]!)) : value;
  }
  return { ...(figures as T), runs: samples.length, samples };
}
