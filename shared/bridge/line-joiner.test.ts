import { describe, expect, it } from 'vitest';
import { ChunkLines, LineJoiner } from './line-joiner.ts';

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

describe('ChunkLines', () => {
  it('splits chunks into lines, carrying an unterminated tail across chunks', () => {
    const lines = new ChunkLines();
    expect(lines.push('fatal: simul')).toEqual([]);
    expect(lines.push('ated')).toEqual([]);
    expect(lines.push(' crash\r\nsecond\n\nthird')).toEqual(['fatal: simulated crash', 'second', '']);
    expect(lines.flush()).toEqual(['third']);
    expect(lines.flush()).toEqual([]);
  });

  it('takes a 20 MB line in 64 KB chunks whole', () => {
    const lines = new ChunkLines();
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 320; i++) expect(lines.push(chunk)).toEqual([]);
    const [line] = lines.push('y\n');
    expect(line).toHaveLength(320 * 64 * 1024 + 1);
    expect(line!.endsWith('xy')).toBe(true);
  });
});
