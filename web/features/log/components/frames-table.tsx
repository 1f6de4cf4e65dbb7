import { useLayoutEffect, useRef, useState } from 'react';
import type { ShownSeqs } from '../../../../shared/wire/shown-seqs.ts';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { LogRow, logRowHeight } from './log-row.tsx';

export interface FramesTableProps {
  log: WireLog;
  /** Seqs of the entries shown, ascending. */
  matches: ShownSeqs;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Keep the newest row in view; scrolling up turns it off, scrolling to the bottom on again. */
  follow: boolean;
  onFollow: (follow: boolean) => void;
}

/** Rows drawn beyond each edge of the view, so a short scroll shows rows already there. */
const OVERSCAN = 12;

/**
 * The entries shown, one row each; only the rows in view are rendered. Rows
 * are all one height, so which rows are in view is arithmetic on the scroll
 * position: nothing is measured, and a log that grows by a thousand rows a
 * frame costs the same as one that grows by one.
 */
export function FramesTable({ log, matches, selectedSeq, onSelect, follow, onFollow }: FramesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The first row at the top of the view and how many rows fit: a scroll within a row changes neither.
  const [firstInView, setFirstInView] = useState(0);
  const [rowsInView, setRowsInView] = useState(40);
  const total = matches.length;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRowsInView(Math.ceil(element.clientHeight / logRowHeight) + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Following is a jump to the bottom: one write, before the frame is painted.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (follow && total && element) element.scrollTop = element.scrollHeight;
  }, [follow, total]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    setFirstInView(Math.floor(element.scrollTop / logRowHeight));
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < logRowHeight * 2;
    if (atBottom !== follow) onFollow(atBottom);
  };

  // While following, the view is the last rows whatever the scroll event has said so far.
  const first = follow ? Math.max(0, total - rowsInView) : Math.min(firstInView, Math.max(0, total - 1));
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(total, first + rowsInView + OVERSCAN);
  // A row's key is its place modulo the rows drawn: a row that stays in view keeps its element, and one coming into
  // view takes over the element of one that left, so following a flood changes text in place instead of making and
  // removing rows (which made style and layout the larger part of each frame).
  const pool = rowsInView + 2 * OVERSCAN;
  const rows = [];
  for (let index = start; index < end; index++) {
    // A row whose entry is gone (the log was cleared a moment ago) is left out, never read.
    const entry = log.at(matches.seqAt(index));
    if (!entry) continue;
    rows.push(
      <LogRow
        key={index % pool}
        entry={entry}
        index={index}
        selected={entry.seq === selectedSeq}
        onSelect={onSelect}
        top={index * logRowHeight}
      />,
    );
  }

  return (
    // Contained: what changes inside (rows, the table's height) is laid out without the rest of the page.
    <div
      ref={scrollRef}
      onScroll={onScroll}
      className="min-h-0 min-w-0 flex-1 overflow-auto"
      style={{ contain: 'strict' }}
    >
      <div
        role="table"
        aria-label="Frames"
        aria-rowcount={total}
        className="relative"
        style={{ height: total * logRowHeight }}
      >
        <div role="rowgroup">{rows}</div>
      </div>
      {log.size === 0 ? <p className="p-4 text-sm text-zinc-500">Nothing on the wire yet.</p> : null}
    </div>
  );
}
