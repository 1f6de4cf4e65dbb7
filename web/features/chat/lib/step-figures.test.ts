import { describe, expect, it } from 'vitest';
import { stepFigures, totalsFigures } from './step-figures.ts';

describe('stepFigures', () => {
  it('says what the provider gave, and nothing it did not', () => {
    expect(
      stepFigures({
        timing: { startedAt: 0, firstTokenMs: 120, totalMs: 1432 },
        usage: { inputTokens: 52, outputTokens: 18, cost: 0.00031 },
      }),
    ).toBe('first token 120 ms · total 1.4 s · 52 in / 18 out tokens · $0.00031');
    expect(stepFigures({ timing: { startedAt: 0, totalMs: 80 } })).toBe('total 80 ms');
    expect(totalsFigures({ inputTokens: 1200, outputTokens: 30 })).toBe('1,200 in / 30 out tokens');
  });
});
