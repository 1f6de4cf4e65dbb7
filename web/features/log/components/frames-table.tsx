import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { LogRow, logRowHeight } from './log-row.tsx';

export interface FramesTableProps {
  log: WireLog;
  /** Seqs of the entries shown, ascending. */
  matches: readonly number[];
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Keep the newest row in view; scrolling up turns it off, scrolling to the bottom on again. */
  follow: boolean;
  onFollow: (follow: boolean) => void;
}

/** The entries shown, one row each; only the rows in view are rendered. */
export function FramesTable({ log, matches, selectedSeq, onSelect, follow, onFollow }: FramesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => logRowHeight,
    overscan: 12,
  });

  // Rows are all one height, so following is a jump to the bottom: one write. The virtualizer's scrollToIndex re-checks
  // its target each frame until it holds still, forcing a layout every time, and under a flood it never holds still.
  useEffect(() => {
    const element = scrollRef.current;
    if (follow && matches.length && element) element.scrollTop = element.scrollHeight;
  }, [follow, matches.length]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < logRowHeight * 2;
    if (atBottom !== follow) onFollow(atBottom);
  };

  return (
    <div ref={scrollRef} onScroll={onScroll} className="min-h-0 min-w-0 flex-1 overflow-auto">
      <div
        role="table"
        aria-label="Frames"
        aria-rowcount={matches.length}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        <div role="rowgroup">
          {virtualizer.getVirtualItems().map((item) => {
            // A row whose entry is gone (the log was cleared a moment ago) is left out, never read.
            const entry = log.at(matches[item.index]!);
            if (!entry) return null;
            return (
              <LogRow
                key={entry.seq}
                entry={entry}
                index={item.index}
                selected={entry.seq === selectedSeq}
                onSelect={onSelect}
                style={{ top: item.start, height: logRowHeight }}
              />
            );
          })}
        </div>
      </div>
      {log.size === 0 ? <p className="p-4 text-sm text-zinc-500">Nothing on the wire yet.</p> : null}
    </div>
  );
}
