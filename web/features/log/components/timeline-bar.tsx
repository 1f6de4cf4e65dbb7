import type { LatencyBand } from '../../../../shared/lib/latency-stats.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';
import {
  barGeometry,
  formatDuration,
  isSlow,
  rowDuration,
  type NestingEvidence,
  type TimelineRow,
} from '../../../../shared/wire/timeline-layout.ts';

export const timelineRowHeight = 24;
export const timelineLabelWidth = 280;

const barColors: Record<NonNullable<TimelineRow['outcome']>, string> = {
  result: 'bg-sky-500/80',
  'is-error': 'bg-orange-400/90',
  error: 'bg-rose-500/90',
  cancelled: 'bg-zinc-500/80',
  pending: 'bg-sky-500/35 border-r-2 border-dashed border-sky-300',
};

/** Colour by latency: a heat scale, the outcome left to the row's name. */
export const bandColors: Record<LatencyBand, string> = {
  fast: 'bg-emerald-500',
  middle: 'bg-amber-400',
  slow: 'bg-rose-500/90',
};

const bandWords: Record<LatencyBand, string> = {
  fast: 'fast (at most the median)',
  middle: 'between the median and p90',
  slow: 'slow (above p90)',
};

const nestingWhy: Record<NestingEvidence, string> = {
  'related-task': 'Under the request that created the task its _meta names',
  exchange: 'Under the request whose HTTP exchange carried it',
  'only-pending': 'Under the only client request pending when it came',
};

export interface TimelineBarProps {
  row: TimelineRow;
  /** The client request a server request came under. */
  parent: WireEntry | undefined;
  firstT: number;
  pxPerMs: number;
  now: number;
  selected: boolean;
  onSelect: (seq: number) => void;
  /** From the top of the rows. */
  top: number;
  /** With Colour by latency: where this call falls among its method's calls. */
  band?: LatencyBand | undefined;
}

/** One row of the waterfall: a name on the left, a bar (or tick) on the time axis; a click selects its frame. */
export function TimelineBar({ row, parent, firstT, pxPerMs, now, selected, onSelect, top, band }: TimelineBarProps) {
  const { left, width } = barGeometry(row, firstT, pxPerMs, now);
  const duration = rowDuration(row, now);
  const slow = isSlow(row, now);
  const nested = row.parentSeq !== undefined;
  const fromServer = row.direction === 'in';
  const color =
    band !== undefined
      ? bandColors[band]
      : row.kind === 'request'
        ? fromServer && row.outcome === 'result'
          ? 'bg-violet-500/80'
          : barColors[row.outcome ?? 'pending']
        : '';
  return (
    <div role="listitem" className="absolute left-0 right-0" style={{ top, height: timelineRowHeight }}>
      <button
        type="button"
        aria-label={`${describeRow(row, parent, now)}${band ? `; latency ${bandWords[band]} for ${row.method ?? 'its method'}` : ''}`}
        aria-pressed={selected}
        onClick={() => onSelect(row.seq)}
        className={`flex h-full w-full items-center text-left font-mono text-xs focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-inset focus-visible:ring-sky-500 ${selected ? 'bg-sky-950/70' : 'hover:bg-zinc-900'}`}
      >
        <span
          className={`sticky left-0 z-[1] flex h-full shrink-0 items-center gap-1.5 border-r border-zinc-800 px-3 ${selected ? 'bg-sky-950' : 'bg-zinc-950'}`}
          style={{ width: timelineLabelWidth }}
        >
          {nested ? (
            <span aria-hidden className="shrink-0 pl-2 text-zinc-600" title={nestingWhy[row.nesting ?? 'only-pending']}>
              ↳
            </span>
          ) : null}
          <span
            className={`min-w-0 truncate ${row.kind === 'request' ? (fromServer ? 'text-violet-300' : 'text-sky-300') : row.kind === 'response' ? 'text-rose-300' : 'text-zinc-400'}`}
          >
            {row.method ?? 'response'}
          </span>
          {row.id !== undefined ? <span className="shrink-0 text-zinc-500">#{row.id}</span> : null}
          <span className="flex-1" />
          {duration !== undefined ? (
            <span className={`shrink-0 tabular-nums ${slow ? 'text-amber-300' : 'text-zinc-500'}`}>
              {formatDuration(duration)}
            </span>
          ) : null}
        </span>
        <span className="relative h-full flex-1">
          {row.kind === 'request' ? (
            <>
              <span
                className={`absolute top-1.5 h-3 rounded-sm ${color} ${slow ? 'ring-1 ring-amber-400' : ''}`}
                style={{ left: left + 8, width }}
              />
              {slow ? (
                <span
                  className="absolute top-0 text-[10px] leading-6 text-amber-300"
                  style={{ left: left + 8 + width + 4 }}
                >
                  slow
                </span>
              ) : null}
            </>
          ) : (
            <span
              aria-hidden
              className={`absolute top-[7px] h-2.5 w-2.5 rotate-45 ${row.kind === 'response' ? 'bg-rose-400' : fromServer ? 'bg-violet-300' : 'bg-sky-300'}`}
              style={{ left: left + 8 - 5 }}
            />
          )}
        </span>
      </button>
    </div>
  );
}

/** What a row says to a screen reader (and to a test): which frame, and how it went. */
export function describeRow(row: TimelineRow, parent: WireEntry | undefined, now: number): string {
  const name = `${row.method ?? 'response'}${row.id !== undefined ? ` #${row.id}` : ''}`;
  if (row.kind === 'notification')
    return `${name}: notification ${row.direction === 'in' ? 'from the server' : 'sent'}`;
  if (row.kind === 'response') return `${name}: a response to no pending request`;
  const under = parent ? `, under ${parent.method ?? 'request'}${parent.id !== undefined ? ` #${parent.id}` : ''}` : '';
  const who = row.direction === 'in' ? `server request${under}` : 'request';
  const took = formatDuration(rowDuration(row, now) ?? 0);
  const how: Record<NonNullable<TimelineRow['outcome']>, string> = {
    result: `answered in ${took}`,
    'is-error': `tool error after ${took}`,
    error: `error after ${took}`,
    cancelled: `cancelled after ${took}`,
    pending: `waiting for ${took}`,
  };
  return `${name}: ${who}, ${how[row.outcome ?? 'pending']}${isSlow(row, now) ? ' (slow)' : ''}`;
}
