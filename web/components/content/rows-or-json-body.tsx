import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Segmented } from '../segmented.tsx';
import { findTableRows } from './table-rows.ts';

const DataTable = lazy(() => import('./data-table.tsx'));

type Shown = 'table' | 'json';
const choices = [
  ['table', 'Table'],
  ['json', 'JSON'],
] as const;

/** The table-or-JSON choice (its own chunk, with the search for rows); see RowsOrJson. */
export default function RowsOrJsonBody({ value, label, json }: { value: unknown; label: string; json: ReactNode }) {
  const table = useMemo(() => findTableRows(value), [value]);
  const [shown, setShown] = useState<Shown>('table');
  if (!table) return <>{json}</>;
  const count = table.rows.length;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2 text-[11px] text-zinc-500">
        <Segmented compact label={`${label} as`} options={choices} value={shown} onChange={setShown} />
        <span>
          {count.toLocaleString('en-US')} {count === 1 ? 'row' : 'rows'}
          {table.key !== undefined ? (
            <>
              {' '}
              in <code className="font-mono text-zinc-400">{table.key}</code>
            </>
          ) : null}
        </span>
      </div>
      {shown === 'json' ? (
        json
      ) : (
        <Suspense fallback={<p className="text-xs text-zinc-500">Loading table…</p>}>
          <DataTable rows={table.rows} label={label} />
        </Suspense>
      )}
    </div>
  );
}
