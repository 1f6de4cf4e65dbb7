import { describe, expect, it } from 'vitest';
import { medians, repeat, summarize } from './stats.ts';

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

describe('medians', () => {
  it('summarises the numeric fields over runs and keeps the others from the first run', () => {
    const result = medians([
      { elapsedMs: 30, label: 'a' },
      { elapsedMs: 10, label: 'b' },
      { elapsedMs: 20, label: 'c' },
    ]);
    expect(result.elapsedMs).toBe(20);
    expect(result.label).toBe('a');
    expect(result.runs).toBe(3);
    expect(result.spread.elapsedMs).toMatchObject({ min: 10, max: 30 });
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
