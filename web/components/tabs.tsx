import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  badge?: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs; only the active panel is rendered. */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  children,
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === active);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = items[(index + delta + items.length) % items.length]!;
    onChange(next.key);
    const tab = listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-tab-${next.key}`)}`);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        role="tablist"
        className="flex shrink-0 overflow-x-auto border-b border-zinc-800 px-2 [scrollbar-width:thin]"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              id={`${baseId}-tab-${item.key}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                onChange(item.key);
                event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
              }}
              className={`flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-2.5 py-2 text-[13px] font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${
                selected ? 'border-sky-400 text-zinc-50' : 'border-transparent text-zinc-400 hover:text-zinc-200'
              }`}
            >
              {item.label}
              {item.badge}
            </button>
          );
        })}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        className="flex min-h-0 flex-1 flex-col"
      >
        {children}
      </div>
    </div>
  );
}
