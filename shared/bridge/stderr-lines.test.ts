import { describe, expect, it } from 'vitest';
import { StderrLines } from './stderr-lines.ts';

describe('StderrLines', () => {
  it('splits chunks into lines, carrying an unterminated tail across chunks, a "\\r" kept', () => {
    const lines = new StderrLines();
    expect(lines.push('fatal: simul')).toEqual([]);
    expect(lines.push('ated')).toEqual([]);
    expect(lines.push(' crash\r\nsecond\n\nthird')).toEqual(['fatal: simulated crash\r', 'second', '']);
    expect(lines.flush()).toEqual(['third']);
    expect(lines.flush()).toEqual([]);
  });

  it('takes a 20 MB line in 64 KB chunks whole', () => {
    const lines = new StderrLines();
    const chunk = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 320; i++) expect(lines.push(chunk)).toEqual([]);
    const [line] = lines.push('y\n');
    expect(line).toHaveLength(320 * 64 * 1024 + 1);
    expect(line!.endsWith('xy')).toBe(true);
  });
});
