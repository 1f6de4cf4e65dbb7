import { describe, expect, it } from 'vitest';
import { median, medianAndP90Ms, medianFigures, repeat, summarize } from './stats.ts';

describe('summarize', () => {
  it('takes the middle of an odd number of samples and the mean of the two middles of an even one', () => {
    expect(summarize([5, 1, 3]).median).toBe(3);
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('keeps the spread: nearest-rank p90, min and max', () => {
    const samples = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(summarize(samples)).toEqual({ median: 5.5, p90: 9, min: 1, max: 10, runs: 10 });
  });

  it('refuses to summarise nothing', () => {
    expect(() => summarize([])).toThrow(/no samples/);
  });
});

describe('repeat', () => {
  it('runs one after the other, passing the run number', async () => {
    const order: number[] = [];
    await repeat(3, async (run) => {
      await new Promise((resolve) => setTimeout(resolve, 3 - run));
      order.push(run);
    });
    expect(order).toEqual([0, 1, 2]);
  });
});

describe('median and medianFigures', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives each numeric figure its median and keeps the rest of the first sample', async () => {
    const samples = await repeat(3, async (index) => ({
      elapsedMs: [30, 10, 20][index]!,
      note: 'x',
      longTasks: index,
    }));
    expect(medianFigures(samples)).toEqual({ elapsedMs: 20, note: 'x', longTasks: 1, runs: 3, samples });
  });
});

describe('medianAndP90Ms', () => {
  it('gives the median and the nearest-rank 90th percentile, to the hundredth', () => {
    expect(medianAndP90Ms([1.234, 2.345, 3.456, 4.567, 5.678, 6.789, 7.891, 8.912, 9.123, 100.019])).toEqual({
      medianMs: 6.23,
      p90Ms: 9.12,
    });
  });
});
