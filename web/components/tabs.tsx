import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MoreTabs } from './more-tabs.tsx';
import { moveFor, scrollLeftToShow, tabsOutOfView } from './tab-strip.ts';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  badge?: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys (and Home, End) move between tabs; only the active panel is rendered.
 * More tabs than the width holds: the strip scrolls (the wheel too), the active tab is always brought
 * into view, and a More tabs menu at its end lists the tabs out of view. Every tab stays a tab of the
 * one strip, so it keeps its name and place whatever the width.
 */
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
  const [overflowing, setOverflowing] = useState(false);
  /** Set when the person moved by keyboard or the menu: the newly active tab takes the focus once rendered. */
  const focusNext = useRef(false);
  const tabOf = (key: K) => document.getElementById(`${baseId}-tab-${key}`);
  const showActive = useCallback(() => {
    const list = listRef.current;
    const tab = document.getElementById(`${baseId}-tab-${active}`);
    if (!list || !tab) return;
    list.scrollLeft = scrollLeftToShow(list.getBoundingClientRect(), tab.getBoundingClientRect(), list.scrollLeft);
  }, [baseId, active]);
  useLayoutEffect(() => {
    if (focusNext.current) {
      focusNext.current = false;
      document.getElementById(`${baseId}-tab-${active}`)?.focus();
    }
    // Every tab in view: nothing to scroll. Otherwise measured in the next frame, where the page is laid out anyway:
    // measured here, the click itself paid for laying out the panel it had just shown (10–15 ms of a tab click mid-flood).
    if (!overflowing) return;
    const frame = requestAnimationFrame(showActive);
    return () => cancelAnimationFrame(frame);
  }, [showActive, baseId, active, overflowing]);
  // The room changes with the window, the tabs' widths with their badges: both decide whether all fit.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver((entries) => {
      setOverflowing(list.scrollWidth > list.clientWidth + 1);
      // A narrower strip brings the active tab back into view; a badge's new count leaves the strip where the person scrolled it.
      if (entries.some((entry) => entry.target === list)) showActive();
    });
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    return () => observer.disconnect();
  }, [showActive]);
  const choose = (key: K) => {
    focusNext.current = true;
    onChange(key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = moveFor(
      event.key,
      items.findIndex((item) => item.key === active),
      items.length,
    );
    if (to === undefined) return;
    event.preventDefault();
    choose(items[to]!.key);
  };
  const outOfView = () => {
    const list = listRef.current;
    if (!list) return [];
    const hidden = new Set(
      tabsOutOfView(
        list.getBoundingClientRect(),
        items.map((item) => ({ key: item.key, ...tabOf(item.key)!.getBoundingClientRect().toJSON() })),
      ),
    );
    return items.filter((item) => hidden.has(item.key));
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 border-b border-zinc-800">
        <div
          ref={listRef}
          role="tablist"
          // Cut at either end, the strip fades out there: it says there is more, as the More tabs button does.
          className={`flex min-w-0 flex-1 overflow-x-auto px-2 [scrollbar-width:none] ${overflowing ? '[mask-image:linear-gradient(to_right,transparent,black_12px,black_calc(100%-12px),transparent)]' : ''}`}
          onKeyDown={onKeyDown}
          // A mouse wheel scrolls the strip sideways (there is nothing to scroll up or down in it).
          onWheel={(event) => {
            if (!event.deltaX) event.currentTarget.scrollLeft += event.deltaY;
          }}
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
                onClick={() => onChange(item.key)}
                className={`flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-2.5 py-2 text-[13px] font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500 ${
                  selected ? 'border-sky-400 text-zinc-50' : 'border-transparent text-zinc-400 hover:text-zinc-200'
                }`}
              >
                {item.label}
                {item.badge}
              </button>
            );
          })}
        </div>
        {overflowing ? <MoreTabs outOfView={outOfView} onChoose={choose} /> : null}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        className="relative flex min-h-0 flex-1 flex-col"
      >
        {children}
      </div>
    </div>
  );
}
