import { describe, expect, it } from 'vitest';
import { packPage, PageIndex, unpackPage } from './spill-pages.ts';

describe('packPage / unpackPage', () => {
  it('gives back each text exactly, newlines, CR, emoji and empty texts included', () => {
    const page = { seqs: [3, 4, 9, 10], texts: ['{"a":1}\r', 'line\nwith newline', '', 'x😀y'] };
    expect(unpackPage(packPage(page))).toEqual(page);
  });

  it('holds an empty page', () => {
    expect(unpackPage(packPage({ seqs: [], texts: [] }))).toEqual({ seqs: [], texts: [] });
  });
});

describe('PageIndex', () => {
  it('finds the page whose range holds a seq, and nothing between pages', () => {
    const index = new PageIndex();
    index.add(0, 9);
    index.add(15, 15);
    index.add(20, 40);
    expect(index.find(0)).toBe(0);
    expect(index.find(9)).toBe(0);
    expect(index.find(12)).toBeUndefined();
    expect(index.find(15)).toBe(1);
    expect(index.find(33)).toBe(2);
    expect(index.find(41)).toBeUndefined();
    expect(index.size).toBe(3);
  });

  it('refuses a page that overlaps an earlier one', () => {
    const index = new PageIndex();
    index.add(5, 10);
    expect(() => index.add(10, 12)).toThrow(/overlaps/);
  });
});
