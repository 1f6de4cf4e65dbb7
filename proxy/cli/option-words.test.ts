import { describe, expect, it } from 'vitest';
import { OptionWords } from './option-words.ts';

describe('OptionWords', () => {
  it('splits --name=value at the first =, takes a value from the next word otherwise, and hands on the rest', () => {
    const reader = new OptionWords(['--out=a=b', '--port', '7', 'log', '--', 'node', 's.js']);
    const out = reader.next()!;
    expect(out).toEqual({ word: '--out=a=b', name: '--out', inline: 'a=b' });
    expect(reader.value(out)).toBe('a=b');
    const port = reader.next()!;
    expect(reader.value(port)).toBe('7');
    expect(reader.next()).toEqual({ word: 'log', name: 'log', inline: undefined });
    expect(reader.next()!.word).toBe('--');
    expect(reader.rest()).toEqual(['--', 'node', 's.js']);
  });

  it('says which option lacks its value', () => {
    const reader = new OptionWords(['--json']);
    expect(() => reader.value(reader.next()!)).toThrow('--json needs a value');
  });
});
