import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import { searchByRank } from '../../../../shared/protocol-read/search-rank.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { inputClass } from '../../../components/field.tsx';
import { ProblemMarker } from '../../../components/problem-marker.tsx';
import { toolTaskSupport } from '../../../../shared/tasks/tool-task-support.ts';
import { summaryLine } from '../lib/summary-line.ts';
import { AppMarks } from './app-marks.tsx';
import { PortabilityMark } from './portability-mark.tsx';
import { TaskSupportMark } from './task-support-mark.tsx';
import { ToolAnnotations } from './tool-annotations.tsx';

export interface ToolListProps {
  tools: ToolItem[];
  /** The key of the chosen tool. */
  selected: string | undefined;
  onSelect: (key: string) => void;
}

/** A row with a one-line name; rows with longer names or wrapped badges are measured. */
const rowHeight = 56;

function ToolRow({
  tool,
  index,
  selected,
  onSelect,
}: {
  tool: ToolItem;
  index: number;
  selected: boolean;
  onSelect: (key: string) => void;
}) {
  return (
    <button
      type="button"
      data-tool-index={index}
      aria-pressed={selected}
      onClick={() => onSelect(tool.key)}
      className={`flex w-full flex-col justify-center gap-0.5 border-l-2 px-3 py-2 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
        selected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
      }`}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        {/* Always whole: a name longer than the row wraps, and the badges go after it or on the next line, never over it. */}
        <span
          title={tool.name}
          className={`max-w-full shrink-0 font-mono text-[13px] wrap-anywhere ${typeof tool.rawName === 'string' ? 'text-zinc-100' : 'italic text-amber-200'}`}
        >
          {tool.name}
        </span>
        <ProblemMarker findings={tool.findings} />
        <PortabilityMark inputSchema={tool.inputSchema} />
        <AppMarks tool={tool.raw} />
        <TaskSupportMark support={toolTaskSupport(tool.raw)} />
        <ToolAnnotations annotations={tool.annotations} />
      </span>
      <ToolRowSummary tool={tool} />
    </button>
  );
}

/** The title and description (without its Markdown marks) under the name, cut to one line; hovering shows the start of it whole. */
function ToolRowSummary({ tool }: { tool: ToolItem }) {
  const summary = [
    tool.title !== tool.name ? tool.title : undefined,
    tool.description ? summaryLine(tool.description) : undefined,
  ]
    .filter(Boolean)
    .join(' — ');
  return (
    <span title={summary.length > 0 ? summary.slice(0, 500) : undefined} className="truncate text-xs text-zinc-500">
      {summary}
    </span>
  );
}

/** Every tool, searchable by name, title and description (ranked in that order); only visible rows are in the DOM. */
export function ToolList({ tools, selected, onSelect }: ToolListProps) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  // Best match first: the exact name, names that start with the query, names that hold it, then titles and descriptions.
  const shown = useMemo(() => (query ? searchByRank(tools, query) : tools), [tools, query]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Rows grow with a long name or wrapped badges: each is measured, and a measure belongs to its tool, not to a position
  // (after a search, position 1 is another tool, whose height the old measure would get wrong, and rows would overlap).
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => shown[index]?.key ?? index,
  });

  /** Arrow keys (from the search box or the list) move the choice; the row comes into view and takes focus. */
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step || shown.length === 0) return;
    event.preventDefault();
    const current = shown.findIndex((tool) => tool.key === selected);
    const next =
      current < 0 ? (step > 0 ? 0 : shown.length - 1) : Math.min(shown.length - 1, Math.max(0, current + step));
    const tool = shown[next]!;
    onSelect(tool.key);
    virtualizer.scrollToIndex(next);
    if (event.target !== searchRef.current) {
      requestAnimationFrame(() =>
        scrollRef.current?.querySelector<HTMLButtonElement>(`[data-tool-index="${next}"]`)?.focus(),
      );
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubbling up from the search field and the list move the selection
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <div className="space-y-1 border-b border-zinc-800 p-2">
        <input
          ref={searchRef}
          type="search"
          aria-label="Search tools"
          placeholder="Search tools"
          className={inputClass}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p className="px-0.5 text-[11px] text-zinc-500">
          {shown.length === tools.length
            ? `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}`
            : `${shown.length} of ${tools.length} tools`}
        </p>
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto">
        <ul aria-label="Tools" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const tool = shown[row.index]!;
            return (
              <li
                key={tool.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className="absolute left-0 right-0 flex items-center"
                style={{ top: row.start, minHeight: rowHeight }}
              >
                <ErrorBoundary what={`tool ${row.index + 1}`} inline resetKey={tool}>
                  <ToolRow tool={tool} index={row.index} selected={tool.key === selected} onSelect={onSelect} />
                </ErrorBoundary>
              </li>
            );
          })}
        </ul>
        {tools.length > 0 && shown.length === 0 ? (
          <p className="p-3 text-xs text-zinc-500">No tool matches “{search}”.</p>
        ) : null}
      </div>
    </div>
  );
}
