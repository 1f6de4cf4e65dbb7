import { describe, expect, it } from 'vitest';
import { continueEnumSearch, enumOptionText, enumSearchNote, startEnumSearch } from './enum-search.ts';

const options = Array.from({ length: 1000 }, (_, index) => ({
  value: `option-${String(index).padStart(4, '0')}`,
  label: `option-${String(index).padStart(4, '0')}`,
}));

const runToEnd = (query: string, slice = 100, limit = 50) => {
  let search = startEnumSearch(options, query, limit);
  let slices = 0;
  while (!search.done) {
    search = continueEnumSearch(options, search, slice, limit);
    slices++;
  }
  return { search, slices };
};

describe('enum search', () => {
  it('lists the first options at once for an empty query, and says how many there are', () => {
    const search = startEnumSearch(options, '');
    expect(search.matches).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(search.done).toBe(true);
    expect(enumSearchNote(search, options.length)).toBe('1,000 options: type to search');
  });

  it('reads the options a slice at a time and finds the ones near the end', () => {
    let search = startEnumSearch(options, '0998');
    search = continueEnumSearch(options, search, 100);
    expect(search).toMatchObject({ scanned: 100, done: false, matches: [] });
    expect(enumSearchNote(search, 1000)).toBe('Searching… 100 of 1,000 read');
    const { search: found, slices } = runToEnd('0998');
    expect(found.matches).toEqual([998]);
    expect(slices).toBe(10);
    expect(enumSearchNote(found, 1000)).toBe('1 match');
  });

  it('matches regardless of case, literally (no pattern syntax), in the label or the value', () => {
    expect(runToEnd('OPTION-000').search.matches).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(runToEnd('.*').search.matches).toEqual([]);
    expect(enumSearchNote(runToEnd('.*').search, 1000)).toBe('No option holds ".*"');
    const titled = [
      { value: 'ny', label: 'New York' },
      { value: 42, label: 'The answer' },
    ];
    let search = continueEnumSearch(titled, startEnumSearch(titled, 'ny'));
    expect(search.matches).toEqual([0]);
    search = continueEnumSearch(titled, startEnumSearch(titled, '42'));
    expect(search.matches).toEqual([1]);
    expect(enumOptionText(titled[1]!)).toBe('The answer (42)');
  });

  it('stops at the list limit and says there may be more', () => {
    const { search } = runToEnd('option', 100, 50);
    expect(search.matches).toHaveLength(50);
    expect(search.capped).toBe(true);
    expect(search.scanned).toBe(50);
    expect(enumSearchNote(search, 1000)).toBe('The first 50 matches: type more to narrow');
  });
});
