import { describe, expect, it } from 'vitest';
import { cellText, compareCells, findTables, mainTable, sortRows, tableColumns } from './table-rows.ts';

describe('findTables', () => {
  const found = (value: unknown) => findTables(value).tables.map((table) => [table.key, table.rows.length]);

  it('finds an array of objects, and the array-of-objects members of an object', () => {
    expect(findTables([{ a: 1 }, { b: 2 }]).tables).toEqual([{ rows: [{ a: 1 }, { b: 2 }], path: [] }]);
    expect(findTables({ rows: [{ a: 1 }], count: 1 }).tables).toEqual([
      { rows: [{ a: 1 }], path: ['rows'], key: 'rows' },
    ]);
    expect(found({ a: [{ x: 1 }], b: [{ y: 1 }, { y: 2 }] })).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('finds rows at any depth, with their path, and inside other rows', () => {
    const database = {
      data: {
        statements: [
          { sql: 'select 1', rows: [{ id: 1 }, { id: 2 }, { id: 3 }] },
          { sql: 'select 2', rows: [{ n: 'x' }] },
        ],
      },
    };
    expect(found(database)).toEqual([
      ['data.statements', 2],
      ['data.statements[0].rows', 3],
      ['data.statements[1].rows', 1],
    ]);
    expect(mainTable(findTables(database).tables)?.key).toBe('data.statements[0].rows');
    expect(found({ data: { results: [{ a: 1 }] } })).toEqual([['data.results', 1]]);
    expect(found({ 'odd key': { 'a-b': [{ x: 1 }] } })).toEqual([['["odd key"]["a-b"]', 1]]);
  });

  it.each([[[]], [[1, 2]], [[{ a: 1 }, 2]], [[[1]]], [{ a: 1 }], ['text'], [null]])('finds no table in %j', (value) => {
    expect(findTables(value).tables).toEqual([]);
  });

  it('stops at its limits and says so', () => {
    const wide = { list: Array.from({ length: 1_000 }, (_, i) => ({ [`k${i}`]: [{ i }] })) };
    const search = findTables(wide, { nodes: 1_000_000, tables: 10, rowsLookedInto: 100, depth: 64 });
    expect(search.tables).toHaveLength(10);
    expect(search.truncated).toBe(true);
    const deep = findTables(JSON.parse(`${'{"a":'.repeat(100)}[{"x":1}]${'}'.repeat(100)}`));
    expect(deep).toEqual({ tables: [], truncated: true });
    expect(findTables({ rows: [{ a: 1 }] }).truncated).toBe(false);
  });
});

describe('tableColumns', () => {
  it('is the union of keys in first-seen order', () => {
    expect(
      tableColumns([
        { id: 1, name: 'a' },
        { name: 'b', note: 'x' },
        { extra: true, id: 2 },
      ]),
    ).toEqual(['id', 'name', 'note', 'extra']);
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
    expect(sortRows(rows, 'name', 'ascending').map((row) => row.name)).toEqual([
      'Item 1',
      'item 9',
      'item 10',
      undefined,
    ]);
    expect(sortRows(rows, 'name', 'descending').map((row) => row.name)).toEqual([
      'item 10',
      'item 9',
      'Item 1',
      undefined,
    ]);
  });

  it('keeps the order of equal cells', () => {
    const tied = [
      { k: 1, n: 'a' },
      { k: 1, n: 'b' },
      { k: 0, n: 'c' },
    ];
    expect(sortRows(tied, 'k', 'ascending').map((row) => row.n)).toEqual(['c', 'a', 'b']);
    expect(sortRows(tied, 'k', 'descending').map((row) => row.n)).toEqual(['a', 'b', 'c']);
  });

  it('compares mixed types by kind first', () => {
    expect(compareCells(5, 'a')).toBeLessThan(0);
    expect(compareCells(true, 2)).toBeGreaterThan(0);
  });
});
