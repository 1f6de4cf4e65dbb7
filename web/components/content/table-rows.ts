import { isRecord } from '../../../shared/lib/guards.ts';
import type { Rec } from '../../../shared/lib/guards.ts';

/** Rows found in a value: the array itself, or the one array-of-objects member of an object (`key`). */
export interface TableRows {
  rows: readonly Rec[];
  key?: string;
}

function asRows(value: unknown): readonly Rec[] | undefined {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord) ? value : undefined;
}

/**
 * The rows of a table in a value, when it is an array of objects (SQL rows,
 * search hits) or an object with exactly one array-of-objects member
 * (`{rows: [...], count: 3}`); undefined otherwise.
 */
export function findTableRows(value: unknown): TableRows | undefined {
  const rows = asRows(value);
  if (rows) return { rows };
  if (!isRecord(value)) return undefined;
  const found = Object.entries(value).flatMap(([key, member]) => {
    const memberRows = asRows(member);
    return memberRows ? [{ rows: memberRows, key }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** Columns: every key of every row, in the order first seen. */
export function tableColumns(rows: readonly Rec[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** A cell as text: primitives as they are, nested values as compact JSON, a missing key as nothing. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

// Numbers, then booleans, then text, then nested values; missing cells always last.
function rank(value: unknown): number {
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'string') return 2;
  if (value === null) return 3;
  return 4;
}

/** Compares two cells for sorting: numbers by value, text with its digits read as numbers ("item 9" before "item 10"). */
export function compareCells(a: unknown, b: unknown): number {
  const rankA = rank(a);
  const rankB = rank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(cellText(a), cellText(b));
}

export type SortDirection = 'ascending' | 'descending';

/** The rows in order of one column (a stable sort); a missing cell sorts last either way. */
export function sortRows(rows: readonly Rec[], column: string, direction: SortDirection): Rec[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[column];
      const b = y.row[column];
      if (a === undefined || b === undefined) return a === b ? x.index - y.index : a === undefined ? 1 : -1;
      return sign * compareCells(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}
