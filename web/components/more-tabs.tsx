import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveFor } from './tab-strip.ts';

export interface MoreTabsItem<K extends string> {
  key: K;
  label: string;
  badge?: ReactNode;
}

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
];

/**
 * The button at the end of a tab strip wider than its room: a menu of the tabs out of view (asked for
 * when it opens, as the strip is scrolled then), one of which is chosen as if its tab were clicked.
 * Keyboard: Enter or Space opens it on the first item, the arrows, Home and End move, Escape closes it.
 */
export function MoreTabs<K extends string>({
  outOfView,
  onChoose,
}: {
  outOfView: () => MoreTabsItem<K>[];
  onChoose: (key: K) => void;
}) {
  const [items, setItems] = useState<MoreTabsItem<K>[]>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const open = items !== undefined;
  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    // A press anywhere but the menu and its button closes it.
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setItems(undefined);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const close = () => {
    setItems(undefined);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const to = moveFor(event.key, all.indexOf(document.activeElement as HTMLButtonElement), all.length);
    if (to !== undefined) {
      event.preventDefault();
      all[to]?.focus();
    } else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setItems(undefined);
  };
  return (
    <div className="relative flex shrink-0 border-l border-zinc-800">
      <button
        ref={buttonRef}
        type="button"
        aria-label="More tabs"
        title="More tabs"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setItems(open ? undefined : outOfView())}
        className="px-3 text-sm text-zinc-400 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500"
      >
        »
      </button>
      {open ? (
        <div
          ref={menuRef}
          role="menu"
          aria-label="More tabs"
          onKeyDown={onKeyDown}
          className="absolute right-0 top-full z-20 mt-px min-w-44 rounded-b-md border border-zinc-700 bg-zinc-900 py-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              onClick={() => {
                setItems(undefined);
                onChoose(item.key);
              }}
              className="flex w-full items-center gap-1.5 whitespace-nowrap px-3 py-1.5 text-left text-[13px] text-zinc-300 hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:outline-none"
            >
              {item.label}
              {item.badge}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
