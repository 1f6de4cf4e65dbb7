import { useRef } from 'react';
import type { ShownSeqs } from '../../../../shared/wire/shown-seqs.ts';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { useFixedRows } from '../hooks/use-fixed-rows.ts';
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

/** The entries shown, one row each; only the rows in view are rendered. */
export function FramesTable({ log, matches, selectedSeq, onSelect, follow, onFollow }: FramesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const total = matches.length;
  // A row coming into view takes over the element of one that left: following a flood changes text in place
  // instead of making and removing rows, which made style and layout the larger part of each frame.
  const { start, end, keyOf, onScroll } = useFixedRows(scrollRef, total, logRowHeight, follow, onFollow);
  const rows = [];
  for (let index = start; index < end; index++) {
    // A row whose entry is gone (the log was cleared a moment ago) is left out, never read.
    const entry = log.at(matches.seqAt(index));
    if (!entry) continue;
    rows.push(
      <LogRow
        key={keyOf(index)}
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
