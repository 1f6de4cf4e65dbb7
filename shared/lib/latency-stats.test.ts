import { describe, expect, it } from 'vitest';
import { histogram, latencyBand, percentile, summarize } from './latency-stats.ts';

describe('percentile', () => {
  it('is nearest-rank: always the duration of one real call', () => {
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 100)).toBe(30);
    expect(percentile([7], 1)).toBe(7);
  });

  it('of 100 values 1..100, p90 is 90 and p99 is 99', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 90)).toBe(90);
    expect(percentile(sorted, 99)).toBe(99);
  });

  it('has none for no durations, and refuses a percentile outside (0, 100]', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('sorts what it is given and counts it', () => {
    expect(summarize([30, 10, 20, 40])).toEqual({
      n: 4,
      min: 10,
      max: 40,
      mean: 25,
      p50: 20,
      p90: 40,
      p95: 40,
      p99: 40,
    });
  });

  it('leaves non-finite durations out, and has no summary of nothing', () => {
    expect(summarize([Number.NaN, 5, Number.POSITIVE_INFINITY])?.n).toBe(1);
    expect(summarize([])).toBeUndefined();
  });

  it('of one slow call among many fast ones, p50 stays fast and p99 or max shows the slow one', () => {
    const figures = summarize([...Array.from({ length: 99 }, () => 5), 500])!;
    expect(figures.p50).toBe(5);
    expect(figures.p90).toBe(5);
    expect(figures.max).toBe(500);
  });
});

describe('histogram', () => {
  it('counts each duration once, in buckets whose edges double', () => {
    const buckets = histogram([3, 5, 6, 9, 40]);
    expect(buckets.map((bucket) => [bucket.from, bucket.to])).toEqual([
      [2, 4],
      [4, 8],
      [8, 16],
      [16, 32],
      [32, 64],
    ]);
    expect(buckets.map((bucket) => bucket.count)).toEqual([1, 2, 1, 0, 1]);
  });

  it('starts at 0 for durations under a millisecond, and is empty for none', () => {
    expect(histogram([0, 0.5, 1])[0]).toEqual({ from: 0, to: 1, count: 2 });
    expect(histogram([])).toEqual([]);
  });

  it('puts equal durations in one bucket', () => {
    expect(histogram([8, 8, 8])).toEqual([{ from: 8, to: 16, count: 3 }]);
  });
});

describe('latencyBand', () => {
  it('is fast up to p50, slow above p90, middle between', () => {
    const figures = { p50: 10, p90: 100 };
    expect(latencyBand(10, figures)).toBe('fast');
    expect(latencyBand(50, figures)).toBe('middle');
    expect(latencyBand(100, figures)).toBe('middle');
    expect(latencyBand(101, figures)).toBe('slow');
  });
});
