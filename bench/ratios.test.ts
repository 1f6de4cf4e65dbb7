import { describe, expect, it } from 'vitest';
import { burstRatios } from './ratios.ts';

const loupe = { elapsedMs: 1_000, longestTaskMs: 0, blockingMs: 0, longTasks: 0 };

describe('burstRatios', () => {
  it('divides by the 50 ms floor when loupe had no long task, and says so', () => {
    const ratios = burstRatios(
      loupe,
      { elapsedMs: 12_000, longestTaskMs: 500, blockingMs: 900, longTasks: 4 },
      120_000,
    );
    expect(ratios.ratioLongestTask).toBe(10);
    expect(ratios.ratioElapsed).toBe(12);
    expect(ratios.ratioNotes).toHaveLength(1);
  });

  it('takes the cap as the elapsed time of a reference run that did not finish', () => {
    const slowLoupe = { elapsedMs: 3_000, longestTaskMs: 80, blockingMs: 30, longTasks: 1 };
    const ratios = burstRatios(
      slowLoupe,
      {
        didNotFinish: 'did not finish in 120 s',
        longestTaskMs: 800,
        blockingMs: 9_000,
        longTasks: 40,
        unresponsiveAtCapMs: 100,
      },
      120_000,
    );
    expect(ratios.ratioLongestTask).toBe(10);
    expect(ratios.ratioElapsed).toBe(40);
    expect(ratios.ratioNotes).toHaveLength(1);
    expect(ratios.ratioNotes![0]).toMatch(/^the reference did not finish in 120 s: .* lower bounds$/);
  });

  it('counts a task still running at the cap for as long as the page had not answered', () => {
    const frozen = {
      didNotFinish: 'did not finish in 120 s',
      longestTaskMs: 0,
      blockingMs: 0,
      longTasks: 0,
      unresponsiveAtCapMs: 110_000,
    };
    expect(burstRatios(loupe, frozen, 120_000).ratioLongestTask).toBe(2_200);
  });

  it('gives plain ratios when both finished and loupe had a long task', () => {
    expect(
      burstRatios(
        { elapsedMs: 2_000, longestTaskMs: 100, blockingMs: 50, longTasks: 1 },
        { elapsedMs: 5_000, longestTaskMs: 250, blockingMs: 300, longTasks: 2 },
        120_000,
      ),
    ).toEqual({ ratioLongestTask: 2.5, ratioElapsed: 2.5 });
  });
});
