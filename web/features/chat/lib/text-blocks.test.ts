import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks.ts';

describe('textBlocks', () => {
  it('keeps a short text whole, line breaks and all', () => {
    expect(textBlocks('one\ntwo\n\nthree', 100)).toEqual(['one\ntwo\n\nthree']);
    expect(textBlocks('', 100)).toEqual(['']);
  });

  it('cuts at the first line break past the least size, leaving that break to the block boundary', () => {
    expect(textBlocks('aaaa\nbb\ncccc\n\ndd', 4)).toEqual(['aaaa', 'bb\ncccc', '\ndd']);
    expect(textBlocks('aaaa\n', 4)).toEqual(['aaaa', '']);
  });

  it('never cuts a line without a break, however long', () => {
    const line = 'word '.repeat(5_000);
    expect(textBlocks(line, 100)).toEqual([line]);
  });

  it('gives back the text when the blocks are joined by the breaks they stand for', () => {
    const text = Array.from({ length: 500 }, (_, index) => `paragraph ${index} ${'x'.repeat(index % 37)}`).join('\n\n');
    expect(textBlocks(text, 200).join('\n')).toBe(text);
  });

  it('keeps every block but the last as the text grows, so only the last is drawn again', () => {
    const text = Array.from({ length: 300 }, (_, index) => `line ${index}`).join('\n');
    let before = textBlocks('', 50);
    for (let end = 1; end <= text.length; end += 7) {
      const now = textBlocks(text.slice(0, end), 50);
      expect(now.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
      before = now;
    }
  });
});
