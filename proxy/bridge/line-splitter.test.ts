import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter.ts';

function split(chunks: Array<string | Buffer>, maxPiece?: number, end = true) {
  const out: Array<[string, boolean]> = [];
  const splitter = new LineSplitter((line, partial) => out.push([line, partial]), maxPiece);
  for (const chunk of chunks) splitter.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  if (end) splitter.end();
  return out;
}

describe('LineSplitter', () => {
  it('splits on \\n and drops a \\r before it', () => {
    expect(split(['a\nb\r\n\n{"x":1}\n'])).toEqual([
      ['a', false],
      ['b', false],
      ['', false],
      ['{"x":1}', false],
    ]);
  });

  it('keeps everything else exactly as written', () => {
    expect(split(['  not json \t\r\r\n\x1b[31mred\x1b[0m\n'])).toEqual([
      ['  not json \t\r', false],
      ['\x1b[31mred\x1b[0m', false],
    ]);
  });

  it('joins a line split across chunks, including a split \\r\\n', () => {
    expect(split(['hel', 'lo\r', '\nwor', 'ld\n'])).toEqual([
      ['hello', false],
      ['world', false],
    ]);
  });

  it('does not break a multi-byte character split across chunks', () => {
    const bytes = Buffer.from('é€😀\n');
    expect(split([bytes.subarray(0, 1), bytes.subarray(1, 4), bytes.subarray(4, 7), bytes.subarray(7)])).toEqual([
      ['é€😀', false],
    ]);
  });

  it('flushes an unterminated last line at the end, and nothing when there is none', () => {
    expect(split(['a\nlast'])).toEqual([
      ['a', false],
      ['last', false],
    ]);
    expect(split(['a\n'])).toEqual([['a', false]]);
    expect(split(['a\nlast'], undefined, false)).toEqual([['a', false]]);
  });

  it('forwards a long line in pieces, partial on all but the last', () => {
    expect(split(['abcdefghij\n'], 4)).toEqual([
      ['abcd', true],
      ['efgh', true],
      ['ij', false],
    ]);
  });

  it('sends an empty last piece when a long line ends at a piece boundary', () => {
    const out = split(['abcd', 'efgh', 'i', '\n'], 4);
    expect(out.map(([line]) => line).join('')).toBe('abcdefghi');
    expect(out.at(-1)?.[1]).toBe(false);
    expect(out.slice(0, -1).every(([, partial]) => partial)).toBe(true);
  });

  it('never ends a piece with the \\r of a \\r\\n', () => {
    const out = split(['abc\r', '\n'], 4);
    expect(out).toEqual([['abc', false]]);
  });

  it('never splits a surrogate pair between pieces', () => {
    const out = split(['ab😀cd\n'], 3);
    for (const [piece] of out) expect(piece).not.toMatch(/[\ud800-\udbff]$|^[\udc00-\udfff]/);
    expect(out.map(([line]) => line).join('')).toBe('ab😀cd');
  });

  it('holds at most one piece of a huge line at a time', () => {
    const pieces: string[] = [];
    const splitter = new LineSplitter((line) => pieces.push(line), 1000);
    for (let i = 0; i < 100; i++) splitter.push(Buffer.alloc(700, 'x'));
    expect(pieces.length).toBeGreaterThanOrEqual(69);
    splitter.end();
    expect(pieces.join('').length).toBe(70_000);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBe(1000);
  });
});
