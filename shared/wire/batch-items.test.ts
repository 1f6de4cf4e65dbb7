import { describe, expect, it } from 'vitest';
import { batchItemTexts } from './batch-items.ts';

describe('batchItemTexts', () => {
  it('keeps each item as written, spaces inside kept and around dropped', () => {
    expect(batchItemTexts('[ {"a": [1, 2]} ,0,"x,]" , null,{"b":"}"}]', 5)).toEqual([
      '{"a": [1, 2]}',
      '0',
      '"x,]"',
      'null',
      '{"b":"}"}',
    ]);
    expect(batchItemTexts('[{"s":"a\\"b"}]', 1)).toEqual(['{"s":"a\\"b"}']);
  });

  it('reads an empty array', () => {
    expect(batchItemTexts(' [ ] ', 0)).toEqual([]);
  });

  it('gives up on text that is not the array it was told of', () => {
    expect(batchItemTexts('\uFEFF[1]', 1)).toBeUndefined();
    expect(batchItemTexts('[1,2]', 3)).toBeUndefined();
    expect(batchItemTexts('[{"a":1}', 1)).toBeUndefined();
    expect(batchItemTexts('{"a":1}', 1)).toBeUndefined();
    expect(batchItemTexts('["unterminated]', 1)).toBeUndefined();
  });
});
