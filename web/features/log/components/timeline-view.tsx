import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ShownSeqs } from '../../../../shared/wire/shown-seqs.ts';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import {
  axisTicks,
  fitScale,
  formatDuration,
  rowBounds,
  TimelineLayout,
  type TimelineRow,
  type TimelineSnapshot,
} from '../../../../shared/wire/timeline-layout.ts';
import { useFixedRows } from '../hooks/use-fixed-rows.ts';
import { bandColors, TimelineBar, timelineLabelWidth, timelineRowHeight } from './timeline-bar.tsx';
import { ModelLane, modelLaneHeight } from './timeline-lane.tsx';

const AXIS_HEIGHT = 22;
/** The most entries laid out in one render: a big log is first read a slice per task, the page answering between. */
const READ_PER_RENDER = 4_000;
/** No wider than this, however far one zooms: the axis marks stay few enough to draw. */
const MAX_TRACK_PX = 200_000;

export interface TimelineViewProps {
  log: WireLog;
  version: number;
  /** The filter's matches, when a filter is on: rows whose request or answer matches are kept. */
  matches: ShownSeqs | undefined;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  follow: boolean;
  /** Scrolling up stops following, scrolling to the bottom follows again. */
  onFollow: (follow: boolean) => void;
  /** False for a log read from a file: a request left waiting ends with the log, not now. */
  live: boolean;
}

/**
 * The log as a waterfall: each request a bar from send to answer (or to now,
 * or to its cancellation), notifications as ticks, server requests under the
 * client request they came with; slow calls marked. Rows are virtualised, and
 * the layout is kept incrementally, so 100,000 entries draw as fast as 100.
 */
export default function TimelineView({
  log,
  version,
  matches,
  selectedSeq,
  onSelect,
  follow,
  onFollow,
  live,
}: TimelineViewProps) {
  const layout = useRef(new TimelineLayout()).current;
  const generation = log.generation;
  // Bumped to read the next slice of a log not yet read to its end.
  const [slice, setSlice] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and slice: the log grows in place, and they say when
  const snapshot = useMemo(
    () => layout.layout(log.entries(), generation, READ_PER_RENDER),
    [layout, log, version, slice, generation],
  );
  // The log as of this version: reading stops there (what came after is read at the next version).
  // biome-ignore lint/correctness/useExhaustiveDependencies: version: the log grows in place, and its batched version says when
  const size = useMemo(() => log.size, [log, version, generation]);
  const read = Math.min(layout.scanned, log.size);
  const behind = read < size;
  // biome-ignore lint/correctness/useExhaustiveDependencies: slice: each slice read asks for the next while still behind
  useEffect(() => {
    if (!behind) return;
    const next = setTimeout(() => setSlice((count) => count + 1), 0);
    return () => clearTimeout(next);
  }, [behind, slice]);
  // The newest connection by default: an axis across reconnects would be mostly gaps.
  const [connectionChoice, setConnectionChoice] = useState<'latest' | 'all' | number>('latest');
  const connection =
    snapshot.connections.length < 2 || connectionChoice === 'all'
      ? undefined
      : connectionChoice === 'latest'
        ? snapshot.connections.at(-1)
        : connectionChoice;
  const shown = useMemo(() => shownRows(snapshot, matches, connection), [snapshot, matches, connection]);
  const { rows, turns } = shown;
  const laneHeight = turns.length ? modelLaneHeight : 0;
  const ticking = useNow(live && shown.pending > 0);
  const now = live ? ticking : shown.lastT;
  const end = shown.pending > 0 ? Math.max(now, shown.lastT) : shown.lastT;
  const span = Math.max(0, end - shown.firstT);

  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const [zoom, setZoom] = useState(1);
  const trackWidth = Math.max(200, width - timelineLabelWidth - 24);
  const pxPerMs = Math.min(fitScale(span, trackWidth) * zoom, MAX_TRACK_PX / Math.max(span, 1));
  const ticks = useMemo(() => axisTicks(span, pxPerMs), [span, pxPerMs]);

  // Rows are all one height: which are in view is arithmetic, and following is a jump to the bottom before the frame
  // is painted (the virtualizer's scrollToIndex checked its target again each frame, which a flood never let settle).
  const fixed = useFixedRows(scrollRef, rows.length, timelineRowHeight, follow, onFollow, AXIS_HEIGHT + laneHeight);

  // Zooming keeps a moment in view: the selected row's start, else the middle of what was shown.
  const anchor = useRef<number>(undefined);
  const zoomTo = (next: number) => {
    const element = scrollRef.current;
    const selectedRow =
      selectedSeq === undefined
        ? undefined
        : rows.find((row) => row.seq === selectedSeq || row.responseSeq === selectedSeq);
    if (selectedRow) anchor.current = selectedRow.start - shown.firstT;
    else if (element) anchor.current = (element.scrollLeft + (element.clientWidth - timelineLabelWidth) / 2) / pxPerMs;
    setZoom(next);
  };
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || anchor.current === undefined) return;
    element.scrollLeft = anchor.current * pxPerMs - (element.clientWidth - timelineLabelWidth) / 2;
    anchor.current = undefined;
  }, [pxPerMs]);

  // Off by default: the figures are made over every row shown, only when asked for, by code loaded then (its
  // statistics are shared with the Tools tab's history: a chunk of their own, kept out of the first screen's list).
  const [byLatency, setByLatency] = useState(false);
  const [bands, setBands] = useState<typeof import('../lib/latency-bands.ts')>();
  useEffect(() => {
    if (byLatency && !bands) void import('../lib/latency-bands.ts').then(setBands);
  }, [byLatency, bands]);
  const latency = useMemo(
    () => (byLatency && bands ? bands.latencyByMethod(rows) : undefined),
    [byLatency, bands, rows],
  );

  const counts = useMemo(
    () => (matches || connection !== undefined ? countKinds(rows) : snapshot),
    [matches, connection, rows, snapshot],
  );

  return (
    <section aria-label="Timeline" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-zinc-800 px-3 py-1.5 text-xs text-zinc-400">
        <span className="whitespace-nowrap">
          {plural(counts.requests, 'request')} · {plural(counts.notifications, 'notification')}
          {turns.length ? ` · ${plural(turns.length, 'model step')}` : ''}
          {shown.pending ? ` · ${shown.pending} waiting` : ''} · {formatDuration(span)}
          {read < log.size ? ' so far' : ''}
        </span>
        {read < log.size ? (
          <span role="status" className="whitespace-nowrap text-zinc-500">
            reading: {read.toLocaleString('en-US')} of {log.size.toLocaleString('en-US')} entries
          </span>
        ) : null}
        {snapshot.connections.length > 1 ? (
          <select
            aria-label="Connection"
            value={String(connectionChoice)}
            onChange={(event) => {
              const value = event.target.value;
              setConnectionChoice(value === 'latest' || value === 'all' ? value : Number(value));
            }}
            className="rounded-md border border-zinc-700 bg-zinc-950 px-1.5 py-0.5 text-xs text-zinc-200"
          >
            <option value="latest">Connection {snapshot.connections.at(-1)} (latest)</option>
            <option value="all">All connections</option>
            {snapshot.connections.map((number) => (
              <option key={number} value={number}>
                Connection {number}
              </option>
            ))}
          </select>
        ) : null}
        <span
          className="flex items-center gap-1.5 whitespace-nowrap text-zinc-500"
          title="Requests that took a second or more are outlined and marked slow"
        >
          <span className="inline-block h-2 w-4 rounded-sm ring-1 ring-amber-400" aria-hidden /> slow ≥ 1 s
        </span>
        <button
          type="button"
          aria-pressed={byLatency}
          onClick={() => setByLatency((on) => !on)}
          className={`${zoomButton} aria-pressed:border-sky-700 aria-pressed:text-sky-300`}
          title="Colour each finished request by its latency among the requests of its method: at most their median, up to their p90, or above it"
        >
          Colour by latency
        </button>
        {latency ? (
          <span className="flex items-center gap-1.5 whitespace-nowrap text-zinc-500">
            <span className={`inline-block h-2 w-4 rounded-sm ${bandColors.fast}`} aria-hidden /> ≤ p50
            <span className={`inline-block h-2 w-4 rounded-sm ${bandColors.middle}`} aria-hidden /> ≤ p90
            <span className={`inline-block h-2 w-4 rounded-sm ${bandColors.slow}`} aria-hidden /> &gt; p90 of its method
          </span>
        ) : null}
        <span className="flex-1" />
        <div role="group" aria-label="Zoom" className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Zoom out"
            disabled={zoom <= 1}
            onClick={() => zoomTo(Math.max(1, zoom / 2))}
            className={zoomButton}
          >
            −
          </button>
          <button type="button" onClick={() => zoomTo(1)} className={zoomButton} title="Fit the whole log in view">
            Fit
          </button>
          <button
            type="button"
            aria-label="Zoom in"
            onClick={() => zoomTo(Math.min(zoom * 2, 4096))}
            className={zoomButton}
          >
            +
          </button>
        </div>
      </div>
      <div ref={scrollRef} onScroll={fixed.onScroll} className="min-h-0 flex-1 overflow-auto">
        <div style={{ width: timelineLabelWidth + span * pxPerMs + 24, minWidth: '100%' }}>
          {/* The axis and the model lane are one header held at the top: the rows scroll under both, never one under the other. */}
          <div className="sticky top-0 z-10">
            <Axis ticks={ticks} pxPerMs={pxPerMs} />
            {turns.length ? (
              <ModelLane
                turns={turns}
                firstT={shown.firstT}
                pxPerMs={pxPerMs}
                now={now}
                selectedSeq={selectedSeq}
                onSelect={onSelect}
              />
            ) : null}
          </div>
          <div
            role="list"
            aria-label="Requests and notifications in time"
            className="relative"
            style={{ height: rows.length * timelineRowHeight }}
          >
            {rows.slice(fixed.start, fixed.end).map((row, at) => {
              const index = fixed.start + at;
              return (
                <TimelineBar
                  key={fixed.keyOf(index)}
                  row={row}
                  parent={row.parentSeq === undefined ? undefined : log.at(row.parentSeq)}
                  firstT={shown.firstT}
                  pxPerMs={pxPerMs}
                  now={now}
                  selected={selectedSeq !== undefined && (row.seq === selectedSeq || row.responseSeq === selectedSeq)}
                  onSelect={onSelect}
                  top={index * timelineRowHeight}
                  band={latency && bands ? bands.rowBand(row, latency) : undefined}
                />
              );
            })}
          </div>
        </div>
        {rows.length === 0 ? (
          <p className="p-4 text-sm text-zinc-500">
            {snapshot.rows.length || turns.length
              ? 'No request or notification matches the filter here.'
              : 'No requests or notifications yet.'}
          </p>
        ) : null}
      </div>
    </section>
  );
}

const zoomButton = 'rounded border border-zinc-700 px-2 leading-5 text-zinc-300 hover:bg-zinc-800 disabled:opacity-40';

function Axis({ ticks, pxPerMs }: { ticks: readonly number[]; pxPerMs: number }) {
  return (
    // Only words to read: a click where a tick's label is drawn goes to whatever is under it (a bar), never to the label.
    <div
      aria-hidden
      className="pointer-events-none sticky top-0 z-10 flex border-b border-zinc-800 bg-zinc-950"
      style={{ height: AXIS_HEIGHT }}
    >
      <div
        className="sticky left-0 z-10 shrink-0 bg-zinc-950 px-3 text-[11px] leading-[22px] text-zinc-500"
        style={{ width: timelineLabelWidth }}
      >
        Request
      </div>
      <div className="relative flex-1">
        {ticks.map((at) => (
          <span
            key={at}
            className="absolute top-0 h-full border-l border-zinc-800 pl-1 text-[10px] leading-[22px] text-zinc-500"
            style={{ left: at * pxPerMs }}
          >
            {at === 0 ? '0' : `+${formatDuration(at)}`}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The rows and model turns in view: those the filter keeps (by the request or its answer, the turn's start or end),
 * of one connection when one is chosen; and their span in time.
 */
function shownRows(
  snapshot: TimelineSnapshot,
  matches: ShownSeqs | undefined,
  connection: number | undefined,
): { rows: readonly TimelineRow[]; turns: readonly TimelineRow[]; firstT: number; lastT: number; pending: number } {
  if (!matches && connection === undefined) return snapshot;
  const kept = (row: TimelineRow) =>
    (connection === undefined || row.connection === connection) &&
    (!matches || matches.has(row.seq) || (row.responseSeq !== undefined && matches.has(row.responseSeq)));
  const rows = snapshot.rows.filter(kept);
  const turns = snapshot.turns.filter(kept);
  return { rows, turns, ...rowBounds(rows, turns) };
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

function countKinds(rows: readonly TimelineRow[]): { requests: number; notifications: number } {
  let requests = 0;
  let notifications = 0;
  for (const row of rows) {
    if (row.kind === 'request') requests++;
    else if (row.kind === 'notification') notifications++;
  }
  return { requests, notifications };
}

/** The time now, ticking each second while some bar runs to it. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The element's width, kept as it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
