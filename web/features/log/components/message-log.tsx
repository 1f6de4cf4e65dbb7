import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { WireLog } from '../../../../shared/wire/wire-log.ts';
import { includesSeq, WireFilter } from '../../../../shared/wire/wire-filter.ts';
import { Button } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { toJsonLines } from '../lib/export.ts';
import { EntryDetail } from './entry-detail.tsx';
import { HeldBytes } from './held-bytes.tsx';
import { HiddenByFilter } from './hidden-by-filter.tsx';
import { LogRow, logRowHeight } from './log-row.tsx';

/**
 * Every frame in arrival order. `version` changes whenever the log does, at
 * most once per animation frame; only the rows in view are rendered.
 */
export function MessageLog({ log, version }: { log: WireLog; version: number }) {
  const [filterText, setFilterText] = useState('');
  const query = useDeferredValue(filterText);
  const [selectedSeq, setSelectedSeq] = useState<number>();
  const [follow, setFollow] = useState(true);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [revealSecrets, setRevealSecrets] = useState(false);
  const filter = useRef(new WireFilter()).current;
  const matches = useMemo(() => filter.matches(log.entries(), query, log.generation, onlyProblems), [filter, log, query, version, onlyProblems]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: matches.length, getScrollElement: () => scrollRef.current, estimateSize: () => logRowHeight, overscan: 12 });

  useEffect(() => {
    if (follow && matches.length) virtualizer.scrollToIndex(matches.length - 1, { align: 'end' });
  }, [follow, matches.length, virtualizer]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < logRowHeight * 2;
    if (atBottom !== follow) setFollow(atBottom);
  };

  const selected = selectedSeq === undefined ? undefined : log.at(selectedSeq);
  const partner = selected ? (selected.requestSeq !== undefined ? log.at(selected.requestSeq) : log.responseTo(selected.seq)) : undefined;
  const carrier = selected?.exchange !== undefined ? log.at(selected.exchange) : undefined;
  // The filter may hide what is selected (or what its pair link led to): the detail stays, saying so.
  const hiddenByFilter = selected !== undefined && !includesSeq(matches, selected.seq);
  const showAll = () => {
    setFilterText('');
    setOnlyProblems(false);
  };

  const exportLog = () => {
    const blob = new Blob([toJsonLines(log.entries(), { revealSecrets })], { type: 'application/x-ndjson' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `mcp-loupe-${new Date().toISOString().replaceAll(':', '-')}.jsonl`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  return (
    <section aria-label="Message log" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-800 px-3 py-2">
        <input type="search" aria-label="Filter log" placeholder="Filter by method, id or text" className={`${inputClass} max-w-sm`} value={filterText} onChange={(e) => setFilterText(e.target.value)} />
        <span className="text-xs text-zinc-400">
          <span>{log.size} entries</span>
          {query.trim() || onlyProblems ? <span className="text-zinc-500"> ({matches.length} shown)</span> : null}
        </span>
        <label className="flex items-center gap-1.5 text-xs text-zinc-400" title="Flagged entries, error responses, tool results with isError, cancelled or timed-out requests and their cancellations, stderr, and lines that are not JSON-RPC">
          <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} className="accent-amber-500" />
          Only trouble
        </label>
        <span className="flex-1" />
        <label className="flex items-center gap-1.5 text-xs text-zinc-400">
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} className="accent-sky-500" />
          Follow
        </label>
        <label className="flex items-center gap-1.5 text-xs text-zinc-400" title="Show secret header values (Authorization, Cookie, keys, tokens) in the detail and in Export">
          <input type="checkbox" checked={revealSecrets} onChange={(e) => setRevealSecrets(e.target.checked)} className="accent-rose-500" />
          Reveal secrets
        </label>
        <Button onClick={exportLog} disabled={!log.size}>
          Export
        </Button>
        <Button
          variant="ghost"
          disabled={!log.size}
          onClick={() => {
            setSelectedSeq(undefined);
            log.clear();
          }}
        >
          Clear
        </Button>
      </div>
      <div className="flex min-h-0 flex-1">
        <div ref={scrollRef} onScroll={onScroll} className="min-h-0 min-w-0 flex-1 overflow-auto">
          <div role="table" aria-label="Frames" aria-rowcount={matches.length} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            <div role="rowgroup">
              {virtualizer.getVirtualItems().map((item) => {
                const entry = log.at(matches[item.index]!)!;
                return (
                  <LogRow
                    key={entry.seq}
                    entry={entry}
                    index={item.index}
                    selected={entry.seq === selectedSeq}
                    onSelect={setSelectedSeq}
                    style={{ top: item.start, height: logRowHeight }}
                  />
                );
              })}
            </div>
          </div>
          {log.size === 0 ? <p className="p-4 text-sm text-zinc-500">Nothing on the wire yet.</p> : null}
        </div>
        {selected ? (
          <div className="flex w-[45%] min-w-80 flex-col border-l border-zinc-800">
            {hiddenByFilter ? <HiddenByFilter onShowAll={showAll} /> : null}
            <EntryDetail key={selected.seq} entry={selected} partner={partner} carrier={carrier} revealSecrets={revealSecrets} onSelect={setSelectedSeq} onClose={() => setSelectedSeq(undefined)} />
          </div>
        ) : null}
      </div>
      <HeldBytes />
    </section>
  );
}
