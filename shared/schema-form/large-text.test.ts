import { describe, expect, it } from 'vitest';
import { LARGE_TEXT_CHARS, isLargeText, largePaste, textPreview } from './large-text.ts';

describe('large text', () => {
  const big = 'x'.repeat(LARGE_TEXT_CHARS);

  it('tells a large text by its length', () => {
    expect(isLargeText(big)).toBe(true);
    expect(isLargeText(big.slice(1))).toBe(false);
  });

  it('previews the start only', () => {
    expect(textPreview('short')).toBe('short');
    expect(textPreview(big)).toHaveLength(1_001);
    expect(textPreview(big).endsWith('…')).toBe(true);
  });

  it('pastes over the selection when the result is large, and leaves small pastes to the control', () => {
    expect(largePaste('hello', 0, 5, 'hi')).toBeUndefined();
    expect(largePaste('ab', 1, 1, big)).toBe(`a${big}b`);
    expect(largePaste('abc', 0, 2, big)).toBe(`${big}c`);
    expect(largePaste('ab', null, null, big)).toBe(`ab${big}`);
  });
});
