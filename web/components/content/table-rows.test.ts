import { describe, expect, it } from 'vitest';
import { cellText, compareCells, findTableRows, sortRows, tableColumns } from './table-rows.ts';

describe('findTableRows', () => {
  it('finds an array of objects', () => {
    expect(findTableRows([{ a: 1 }, { b: 2 }])).toEqual({ rows: [{ a: 1 }, { b: 2 }] });
  });

  it('finds the one array-of-objects member of an object', () => {
    expect(findTableRows({ rows: [{ a: 1 }], count: 1 })).toEqual({ rows: [{ a: 1 }], key: 'rows' });
  });

  it.each([[[]], [[1, 2]], [[{ a: 1 }, 2]], [[[1]]], [{ a: [{ x: 1 }], b: [{ y: 1 }] }], [{ a: 1 }], ['text'], [null]])('finds no table in %j', (value) => {
    expect(findTableRows(value)).toBeUndefined();
  });
});

describe('tableColumns', () => {
  it('is the union of keys in first-seen order', () => {
    expect(tableColumns([{ id: 1, name: 'a' }, { name: 'b', note: 'x' }, { extra: true, id: 2 }])).toEqual(['id', 'name', 'note', 'extra']);
  });
});

describe('cellText', () => {
  it('shows primitives as they are and nested values as compact JSON', () => {
    expect(cellText('hi')).toBe('hi');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('null');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});

describe('sorting', () => {
  const rows = [{ id: 9, name: 'item 10' }, { id: 100, name: 'item 9' }, { id: 10 }, { id: 'n/a', name: 'Item 1' }];

  it('sorts numbers by value, not as text', () => {
    expect(sortRows(rows, 'id', 'ascending').map((row) => row.id)).toEqual([9, 10, 100, 'n/a']);
    expect(sortRows(rows, 'id', 'descending').map((row) => row.id)).toEqual(['n/a', 100, 10, 9]);
  });

  it('reads digits in text as numbers, and puts missing cells last either way', () => {
    expect(sortRows(rows, 'name', 'ascending').map((row) => row.name)).toEqual(['Item 1', 'item 9', 'item 10', undefined]);
    expect(sortRows(rows, 'name', 'descending').map((row) => row.name)).toEqual(['item 10', 'item 9', 'Item 1', undefined]);
  });

  it('keeps the order of equal cells', () => {
    const tied = [{ k: 1, n: 'a' }, { k: 1, n: 'b' }, { k: 0, n: 'c' }];
    expect(sortRows(tied, 'k', 'ascending').map((row) => row.n)).toEqual(['c', 'a', 'b']);
    expect(sortRows(tied, 'k', 'descending').map((row) => row.n)).toEqual(['a', 'b', 'c']);
  });

  it('compares mixed types by kind first', () => {
    expect(compareCells(5, 'a')).toBeLessThan(0);
    expect(compareCells(true, 2)).toBeGreaterThan(0);
  });
});
