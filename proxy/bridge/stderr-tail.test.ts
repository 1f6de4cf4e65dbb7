import { describe, expect, it } from 'vitest';
import { StderrTail } from './stderr-tail.ts';

describe('StderrTail', () => {
  it('keeps lines across chunks, with an unterminated last line', () => {
    const tail = new StderrTail();
    tail.push('one\r\ntw');
    tail.push('o\nthree');
    expect(tail.lines()).toEqual(['one', 'two', 'three']);
  });

  it('keeps only the last lines', () => {
    const tail = new StderrTail(3);
    for (let i = 1; i <= 10; i++) tail.push(`line ${i}\n`);
    expect(tail.lines()).toEqual(['line 8', 'line 9', 'line 10']);
    tail.push('partial');
    expect(tail.lines()).toEqual(['line 9', 'line 10', 'partial']);
  });

  it('clips a huge line instead of holding it', () => {
    const tail = new StderrTail();
    for (let i = 0; i < 100; i++) tail.push('x'.repeat(10_000));
    const [line] = tail.lines();
    expect(line?.length).toBeLessThan(2100);
    expect(line?.endsWith('…')).toBe(true);
  });

  it('is empty when nothing was written', () => {
    expect(new StderrTail().lines()).toEqual([]);
  });
});
