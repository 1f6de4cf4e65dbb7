import type { Tool } from '@modelcontextprotocol/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { inputClass } from '../../../components/field.tsx';
import { ToolAnnotations } from './tool-annotations.tsx';

export interface ToolListProps {
  tools: Tool[];
  selected: string | undefined;
  onSelect: (name: string) => void;
}

const rowHeight = 56;

function matches(tool: Tool, query: string): boolean {
  return [tool.name, tool.title, tool.description].some((text) => text?.toLowerCase().includes(query));
}

/** Every tool, searchable by name, title and description; only visible rows are in the DOM. */
export function ToolList({ tools, selected, onSelect }: ToolListProps) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(() => (query ? tools.filter((tool) => matches(tool, query)) : tools), [tools, query]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 8 });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-1 border-b border-zinc-800 p-2">
        <input type="search" aria-label="Search tools" placeholder="Search tools" className={inputClass} value={search} onChange={(e) => setSearch(e.target.value)} />
        <p className="px-0.5 text-[11px] text-zinc-500">
          {shown.length === tools.length ? `${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}` : `${shown.length} of ${tools.length} tools`}
        </p>
      </div>
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto">
        <ul aria-label="Tools" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const tool = shown[row.index]!;
            const isSelected = tool.name === selected;
            return (
              <li key={tool.name} className="absolute left-0 right-0" style={{ top: row.start, height: rowHeight }}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(tool.name)}
                  className={`flex h-full w-full flex-col justify-center gap-0.5 border-l-2 px-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
                    isSelected ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'
                  }`}
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="min-w-0 truncate font-mono text-[13px] text-zinc-100">{tool.name}</span>
                    <ToolAnnotations annotations={tool.annotations} />
                  </span>
                  <span className="truncate text-xs text-zinc-500">{tool.title && tool.title !== tool.name ? `${tool.title} — ` : ''}{tool.description ?? ''}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {tools.length > 0 && shown.length === 0 ? <p className="p-3 text-xs text-zinc-500">No tool matches “{search}”.</p> : null}
      </div>
    </div>
  );
}
