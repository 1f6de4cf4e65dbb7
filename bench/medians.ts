// Figures over several runs: the median of each, the runs counted, the samples kept.

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each numeric figure of `samples` as its median, with `runs` and the samples themselves. */
export function medianFigures<T extends object>(samples: readonly T[]): T & { runs: number; samples: readonly T[] } {
  const first = samples[0]!;
  const figures: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(first)) {
    figures[key] = typeof value === 'number' ? median(samples.map((sample) => (sample as Record<string, number>)[key]!)) : value;
  }
  return { ...(figures as T), runs: samples.length, samples };
}

/** Runs `run` `runs` times, one after another. */
export async function repeat<T>(runs: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const samples: T[] = [];
  for (let index = 0; index < Math.max(1, runs); index++) samples.push(await run(index));
  return samples;
}
