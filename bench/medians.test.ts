import { describe, expect, it } from 'vitest';
import { median, medianFigures, repeat } from './medians.ts';

describe('medians', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives each numeric figure its median and keeps the rest of the first sample', async () => {
    const samples = await repeat(3, async (index) => ({ elapsedMs: [30, 10, 20][index]!, note: 'x', longTasks: index }));
    expect(medianFigures(samples)).toEqual({ elapsedMs: 20, note: 'x', longTasks: 1, runs: 3, samples });
  });
});
