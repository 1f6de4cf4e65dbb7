import { describe, expect, it } from 'vitest';
import { LineJoiner } from './line-joiner.ts';

describe('LineJoiner', () => {
  it('hands a whole line straight back, without copying it', () => {
    const joiner = new LineJoiner();
    const line = Uint8Array.of(1, 2, 3);
    expect(joiner.push(line, false)).toBe(line);
  });

  it('joins pieces into one line of their bytes, then starts afresh', () => {
    const joiner = new LineJoiner();
    expect(joiner.push(Uint8Array.of(1, 2), true)).toBeUndefined();
    expect(joiner.push(Uint8Array.of(), true)).toBeUndefined();
    expect(joiner.push(Uint8Array.of(3), true)).toBeUndefined();
    expect(joiner.push(Uint8Array.of(4, 5), false)).toEqual(Uint8Array.of(1, 2, 3, 4, 5));
    expect(joiner.push(Uint8Array.of(6), false)).toEqual(Uint8Array.of(6));
  });
});
