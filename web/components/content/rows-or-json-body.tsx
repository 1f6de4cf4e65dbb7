import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Segmented } from '../segmented.tsx';
import { findTables, mainTable } from './table-rows.ts';

const DataTable = lazy(() => import('./data-table.tsx'));

type Shown = 'table' | 'json';
const choices = [
  ['table', 'Table'],
  ['json', 'JSON'],
] as const;

/** The table-or-JSON choice (its own chunk, with the search for rows); see RowsOrJson. */
export default function RowsOrJsonBody({ value, label, json }: { value: unknown; label: string; json: ReactNode }) {
  const found = useMemo(() => findTables(value), [value]);
  const [shown, setShown] = useState<Shown>('table');
  const [chosen, setChosen] = useState<number>();
  const first = mainTable(found.tables);
  if (!first) return <>{json}</>;
  const at = chosen !== undefined && chosen < found.tables.length ? chosen : found.tables.indexOf(first);
  const table = found.tables[at]!;
  const count = table.rows.length;
  const rows = `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2 text-[11px] text-zinc-500">
        <Segmented compact label={`${label} as`} options={choices} value={shown} onChange={setShown} />
        {found.tables.length > 1 ? (
          <label className="flex items-center gap-1.5">
            <span>{rows} in</span>
            <select
              aria-label={`${label}: rows at`}
              value={at}
              onChange={(event) => setChosen(Number(event.target.value))}
              className="max-w-[28rem] truncate rounded border border-zinc-700 bg-zinc-900 px-1 py-0.5 font-mono text-zinc-300"
            >
              {found.tables.map((option, index) => (
                <option key={option.key ?? '(the value itself)'} value={index}>
                  {option.key ?? '(the value itself)'} · {option.rows.length.toLocaleString('en-US')}{' '}
                  {option.rows.length === 1 ? 'row' : 'rows'}
                </option>
              ))}
            </select>
            <span>
              {found.tables.length} tables{found.truncated ? ' (the search stopped there: the value is large)' : ''}
            </span>
          </label>
        ) : (
          <span>
            {rows}
            {table.key !== undefined ? (
              <>
                {' '}
                in <code className="font-mono text-zinc-400">{table.key}</code>
              </>
            ) : null}
          </span>
        )}
      </div>
      {shown === 'json' ? (
        json
      ) : (
        <Suspense fallback={<p className="text-xs text-zinc-500">Loading table…</p>}>
          <DataTable key={at} rows={table.rows} label={label} />
        </Suspense>
      )}
    </div>
  );
}
