import { useMemo, useState } from 'react';
import type { Rec } from '../../../shared/lib/guards.ts';
import { cellText, sortRows, tableColumns } from './table-rows.ts';
import type { SortDirection } from './table-rows.ts';

/** Rows drawn at first, and added by each "Show more": a 100,000-row result must not freeze the page. */
const PAGE_ROWS = 200;

const buttonClass =
  'rounded-md border border-zinc-700 px-2 py-0.5 text-xs text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';

type Sort = { column: string; direction: SortDirection } | undefined;

function Cell({ value }: { value: unknown }) {
  const nested = typeof value === 'object' && value !== null;
  const text = cellText(value);
  const tone =
    value === undefined
      ? ''
      : nested
        ? 'font-mono text-zinc-400'
        : typeof value === 'string'
          ? 'text-zinc-200'
          : 'font-mono text-sky-200';
  return (
    <td
      className={`max-w-[24rem] truncate border-t border-zinc-800 px-2 py-1 align-top ${tone}`}
      title={text.length > 40 ? text : undefined}
    >
      {text}
    </td>
  );
}

/**
 * Rows of objects as a table (its own chunk, loaded when first shown): a
 * column per key, sortable by clicking its header, numbers by value.
 */
export default function DataTable({ rows, label }: { rows: readonly Rec[]; label: string }) {
  const columns = useMemo(() => tableColumns(rows), [rows]);
  const [sort, setSort] = useState<Sort>();
  const [limit, setLimit] = useState(PAGE_ROWS);
  const sorted = useMemo(() => (sort ? sortRows(rows, sort.column, sort.direction) : rows), [rows, sort]);
  const shown = sorted.length > limit ? sorted.slice(0, limit) : sorted;
  const sortBy = (column: string) =>
    setSort((now) => ({
      column,
      direction: now?.column === column && now.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  return (
    <div className="space-y-1.5">
      <div className="max-h-[32rem] overflow-auto rounded-md border border-zinc-800 bg-zinc-950">
        <table aria-label={label} className="w-full border-collapse text-left text-[13px] leading-5">
          <thead className="sticky top-0 bg-zinc-900">
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column ? sort.direction : undefined;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={direction ?? 'none'}
                    className="whitespace-nowrap p-0 font-medium text-zinc-400"
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column)}
                      className="flex w-full items-center gap-1 px-2 py-1 font-mono text-xs hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-inset focus-visible:ring-sky-500"
                    >
                      {column}
                      <span aria-hidden="true" className="text-sky-400">
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index} className="hover:bg-zinc-900/70">
                {columns.map((column) => (
                  <Cell key={column} value={row[column]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < sorted.length ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-400">
          <span>
            Showing {shown.length.toLocaleString('en-US')} of {sorted.length.toLocaleString('en-US')} rows.
          </span>
          <button type="button" className={buttonClass} onClick={() => setLimit((n) => n + PAGE_ROWS * 5)}>
            Show more
          </button>
        </div>
      ) : null}
    </div>
  );
}
