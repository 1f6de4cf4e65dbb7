import { isRecord } from '../../../shared/lib/guards.ts';
import type { Rec } from '../../../shared/lib/guards.ts';

/** Rows found in a value: an array of objects, and where it sits (`path`: empty for the value itself). */
export interface TableRows {
  rows: readonly Rec[];
  path: readonly (string | number)[];
  /** The path as a person reads it (`data.statements[0].rows`); undefined for the value itself. */
  key?: string;
}

function asRows(value: unknown): readonly Rec[] | undefined {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord) ? value : undefined;
}

/** How far the search for rows goes: a result of millions of values is not walked whole on the page's thread. */
export interface TableSearchLimits {
  /** Values looked at, in all. */
  nodes: number;
  /** Tables found before the search stops. */
  tables: number;
  /** Rows of a table looked into for tables nested in them. */
  rowsLookedInto: number;
  depth: number;
}

const defaultLimits: TableSearchLimits = { nodes: 200_000, tables: 50, rowsLookedInto: 100, depth: 64 };

/**
 * Every array of objects in a value, at any depth, in document order: SQL
 * rows, search hits, `{data: {statements: [{rows: [...]}]}}` (both the
 * statements and each statement's rows). `truncated` when the search
 * stopped at one of its limits.
 */
export function findTables(
  value: unknown,
  limits: TableSearchLimits = defaultLimits,
): { tables: TableRows[]; truncated: boolean } {
  const tables: TableRows[] = [];
  let nodes = 0;
  let truncated = false;
  const visit = (node: unknown, path: (string | number)[]): void => {
    if (truncated) return;
    if (++nodes > limits.nodes || path.length > limits.depth) {
      truncated = true;
      return;
    }
    if (Array.isArray(node)) {
      const rows = asRows(node);
      if (rows) {
        if (tables.length >= limits.tables) {
          truncated = true;
          return;
        }
        tables.push({ rows, path: [...path], ...(path.length ? { key: formatPath(path) } : {}) });
      }
      const looked = rows ? Math.min(node.length, limits.rowsLookedInto) : node.length;
      for (let index = 0; index < looked; index++) {
        const item = node[index];
        if (typeof item === 'object' && item !== null) visit(item, [...path, index]);
      }
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, member] of Object.entries(node))
      if (typeof member === 'object' && member !== null) visit(member, [...path, key]);
  };
  visit(value, []);
  return { tables, truncated };
}

/** The table shown first: the one with the most rows, the first of them in document order. */
export function mainTable(tables: readonly TableRows[]): TableRows | undefined {
  let best: TableRows | undefined;
  for (const table of tables) if (!best || table.rows.length > best.rows.length) best = table;
  return best;
}

/** `data.statements[0].rows`; a key that is not a plain name in brackets (`data["a b"]`). */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) text += text ? `.${part}` : part;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
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
