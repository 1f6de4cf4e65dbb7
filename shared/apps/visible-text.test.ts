import { describe, expect, it } from 'vitest';
import { hiddenEscape, visibleText } from './visible-text.ts';

describe('visibleText', () => {
  it('writes out bidirectional controls and other invisible characters, and leaves what a person sees', () => {
    expect(visibleText('a\u202Eb\u2067c\u200Fd\u061Ce\uFEFFf\u2028g')).toBe(
      'a[U+202E]b[U+2067]c[U+200F]d[U+061C]e[U+FEFF]f[U+2028]g',
    );
    expect(visibleText('naïve 文書 🙂 \u00A0x')).toBe('naïve 文書 🙂 \u00A0x');
    expect(visibleText('\uD800x')).toBe('[U+D800]x');
    expect(visibleText('\u{E0001}tag')).toBe('[U+E0001]tag');
  });

  it('answers undefined for a visible character', () => {
    expect(hiddenEscape('a')).toBeUndefined();
    expect(hiddenEscape('\u202E')).toBe('[U+202E]');
  });
});
