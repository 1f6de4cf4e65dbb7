import { memo } from 'react';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import { entryLabel, entryPreview } from '../../../../shared/wire/wire-entry.ts';
import { formatBytes, formatTime } from '../lib/format.ts';

const arrows = { out: '→', in: '←', note: '•' } as const;

const labelColors: Partial<Record<WireEntry['kind'], string>> = {
  request: 'text-sky-300',
  notification: 'text-violet-300',
  result: 'text-emerald-300',
  error: 'text-rose-300',
  stderr: 'text-amber-300',
  'invalid-json': 'text-orange-300',
  'not-jsonrpc': 'text-orange-300',
  process: 'text-zinc-400',
};

export const logRowHeight = 28;

/** One line of the log, at `top` in its table; presents, nothing else. Drawn again only when one of these changes. */
export const LogRow = memo(function LogRow({
  entry,
  index,
  selected,
  onSelect,
  top,
}: {
  entry: WireEntry;
  index: number;
  selected: boolean;
  onSelect: (seq: number) => void;
  top: number;
}) {
  const label = entryLabel(entry);
  const isResponse = entry.kind === 'result' || entry.kind === 'error';
  // Never more than a row's worth: a 20 MB line must not be laid out to show 200 characters of it.
  const preview = entryPreview(entry);
  return (
    <div
      role="row"
      aria-rowindex={index + 1}
      aria-selected={selected}
      tabIndex={0}
      onClick={() => onSelect(entry.seq)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(entry.seq);
        }
      }}
      style={{ top, height: logRowHeight }}
      className={`absolute left-0 right-0 flex cursor-pointer items-center gap-2 border-b border-zinc-900 px-3 font-mono text-xs focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-inset focus-visible:ring-sky-500 ${
        selected ? 'bg-sky-950/60' : entry.direction === 'note' ? 'bg-zinc-900/60' : 'hover:bg-zinc-900'
      }`}
    >
      <span role="cell" className="w-6 shrink-0 text-right text-zinc-600" title={`connection ${entry.connection}`}>
        {entry.connection}
      </span>
      <span role="cell" className="w-24 shrink-0 text-zinc-500">
        {formatTime(entry.t)}
      </span>
      <span
        role="cell"
        className={`w-4 shrink-0 text-center ${entry.direction === 'out' ? 'text-sky-400' : entry.direction === 'in' ? 'text-emerald-400' : 'text-zinc-500'}`}
        title={
          entry.kind === 'model'
            ? `${entry.direction === 'out' ? 'to' : 'from'} the model`
            : entry.app
              ? entry.direction === 'out'
                ? `sent by the inspector, as host, to app ${entry.app.view}`
                : `received from app ${entry.app.view}${entry.app.sandbox ? "'s sandbox" : ''}`
              : entry.direction === 'out'
                ? 'sent by the inspector'
                : entry.direction === 'in'
                  ? 'received from the server'
                  : 'inspector note'
        }
      >
        {arrows[entry.direction]}
      </span>
      <span
        role="cell"
        className={`w-48 shrink-0 truncate ${entry.probe ? 'text-zinc-400' : entry.app ? 'text-fuchsia-300' : entry.kind === 'model' ? 'text-emerald-300' : (labelColors[entry.kind] ?? 'text-zinc-200')}`}
      >
        {label}
        {isResponse ? (
          <span className="text-zinc-500">
            {entry.kind === 'error' ? ' (error)' : entry.isError ? ' (isError)' : ' (result)'}
          </span>
        ) : null}
      </span>
      <span role="cell" className="w-14 shrink-0 truncate text-zinc-500">
        {entry.id !== undefined ? `#${entry.id}` : ''}
      </span>
      <span role="cell" className="w-16 shrink-0 text-right text-zinc-500">
        {entry.direction === 'note' ? '' : formatBytes(entry.size)}
      </span>
      <span role="cell" className="w-16 shrink-0 text-right text-zinc-400">
        {entry.latencyMs !== undefined ? `${entry.latencyMs} ms` : ''}
      </span>
      <span role="cell" className="min-w-0 flex-1 truncate text-zinc-400">
        {entry.app ? (
          <span
            className="mr-2 rounded border border-fuchsia-800 px-1 text-[10px] text-fuchsia-200"
            title={`The channel between app ${entry.app.view} (${entry.app.uri}) and the inspector as its host, not the server's wire`}
          >
            {entry.app.sandbox ? `app ${entry.app.view} sandbox` : `app ${entry.app.view}`}
          </span>
        ) : null}
        {entry.probe ? (
          <span
            className="mr-2 rounded border border-zinc-700 px-1 text-[10px] text-zinc-400"
            title="The inspector's own probe: never held against the server"
          >
            probe
          </span>
        ) : entry.problem ? (
          <span className="mr-2 text-amber-300" title={entry.problem}>
            ⚠
          </span>
        ) : null}
        {preview}
      </span>
    </div>
  );
});
