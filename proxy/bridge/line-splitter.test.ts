import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter.ts';

function splitBytes(chunks: Array<string | Buffer>, maxPiece?: number, end = true): Array<[Buffer, boolean]> {
  const out: Array<[Buffer, boolean]> = [];
  // Copies: the splitter may hand on views into the chunk.
  const splitter = new LineSplitter((line, partial) => out.push([Buffer.from(line), partial]), maxPiece);
  for (const chunk of chunks) splitter.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  if (end) splitter.end();
  return out;
}

function split(chunks: Array<string | Buffer>, maxPiece?: number, end = true): Array<[string, boolean]> {
  return splitBytes(chunks, maxPiece, end).map(([line, partial]) => [line.toString('utf8'), partial]);
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

  it('hands on bytes that are not UTF-8 untouched', () => {
    const raw = Buffer.from([0xff, 0xfe, 0xc3, 0x0a, 0x80, 0x0d, 0x0a]);
    expect(splitBytes([raw])).toEqual([
      [Buffer.from([0xff, 0xfe, 0xc3]), false],
      [Buffer.from([0x80]), false],
    ]);
  });

  it('joins a line split across chunks, including a split \\r\\n', () => {
    expect(split(['hel', 'lo\r', '\nwor', 'ld\n'])).toEqual([
      ['hello', false],
      ['world', false],
    ]);
  });

  it('joins a multi-byte character split across chunks', () => {
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
    expect(split(['abcd\r', '\n'], 4)).toEqual([
      ['abcd', true],
      ['', false],
    ]);
  });

  it('never ends a piece with the \\r of a \\r\\n', () => {
    const out = split(['abc\r', '\n'], 4);
    expect(out).toEqual([['abc', false]]);
  });

  it('cuts pieces by bytes, even inside a character, and the bytes join back exactly', () => {
    const line = Buffer.from('ab😀cd€');
    const out = splitBytes([line, Buffer.from('\n')], 3);
    expect(out.map(([piece]) => piece.length)).toEqual([3, 3, 3, 2]);
    expect(out.map(([, partial]) => partial)).toEqual([true, true, true, false]);
    expect(Buffer.concat(out.map(([piece]) => piece))).toEqual(line);
  });

  it('holds at most one piece of a huge line at a time', () => {
    const pieces: number[] = [];
    const splitter = new LineSplitter((line) => pieces.push(line.length), 1000);
    for (let i = 0; i < 100; i++) splitter.push(Buffer.alloc(700, 'x'));
    expect(pieces.length).toBeGreaterThanOrEqual(69);
    splitter.end();
    expect(pieces.reduce((sum, length) => sum + length, 0)).toBe(70_000);
    expect(Math.max(...pieces)).toBe(1000);
  });
});
