import { barGeometry, formatDuration, rowDuration, type TimelineRow } from '../../../../shared/wire/timeline-layout.ts';
import { timelineLabelWidth } from './timeline-bar.tsx';

export const modelLaneHeight = 30;

const laneColors: Record<NonNullable<TimelineRow['outcome']>, string> = {
  result: 'bg-emerald-400',
  'is-error': 'bg-orange-400/90',
  error: 'bg-rose-500/90',
  cancelled: 'bg-zinc-500/80',
  // Classes the page already has (the first screen's CSS is on a budget).
  pending: 'bg-emerald-500/10 border-r-2 border-dashed border-sky-300',
};

/**
 * The model lane: one line above the server's requests, holding each step
 * of a conversation with a model as a bar from its request to the model's
 * last token (a conversation's steps follow one another, so they never
 * overlap). A click opens the turn's end, which links to its tools/call frames.
 */
export function ModelLane({
  turns,
  firstT,
  pxPerMs,
  now,
  selectedSeq,
  onSelect,
}: {
  turns: readonly TimelineRow[];
  firstT: number;
  pxPerMs: number;
  now: number;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
}) {
  return (
    <div
      role="list"
      aria-label="Model turns"
      className="relative flex border-b border-zinc-800 bg-zinc-950"
      style={{ height: modelLaneHeight }}
    >
      <div
        className="sticky left-0 z-[1] flex shrink-0 items-center gap-1.5 border-r border-zinc-800 bg-zinc-950 px-3 text-xs text-emerald-300"
        style={{ width: timelineLabelWidth }}
      >
        <span className="font-semibold">Model</span>
        <span className="text-zinc-500">
          {turns.length} {turns.length === 1 ? 'step' : 'steps'}
        </span>
      </div>
      <div className="relative flex-1">
        {turns.map((turn) => {
          const { left, width } = barGeometry(turn, firstT, pxPerMs, now, 6);
          const selected = selectedSeq !== undefined && (turn.seq === selectedSeq || turn.responseSeq === selectedSeq);
          return (
            <div role="listitem" key={turn.seq} className="contents">
              <button
                type="button"
                aria-label={describeTurn(turn, now)}
                aria-pressed={selected}
                title={describeTurn(turn, now)}
                onClick={() => onSelect(turn.responseSeq ?? turn.seq)}
                className={`absolute top-1.5 h-5 overflow-hidden rounded-sm px-1 text-left font-mono text-[10px] leading-5 text-zinc-950 focus-visible:outline-none focus-visible:ring-1 focus-visible:ring-sky-500 ${selected ? 'bg-sky-300' : laneColors[turn.outcome ?? 'pending']}`}
                style={{ left: left + 8, width }}
              >
                {width > 56 ? turn.method : ''}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** What a turn's bar says to a screen reader (and to a test). */
export function describeTurn(turn: TimelineRow, now: number): string {
  const took = formatDuration(rowDuration(turn, now) ?? 0);
  const how: Record<NonNullable<TimelineRow['outcome']>, string> = {
    result: `answered in ${took}`,
    'is-error': `answered in ${took}`,
    error: `failed after ${took}`,
    cancelled: `stopped after ${took}`,
    pending: `waiting for ${took}`,
  };
  return `${turn.method ?? 'model step'}: model turn, ${how[turn.outcome ?? 'pending']}`;
}
