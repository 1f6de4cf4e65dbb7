import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { showInLog } from '../../../lib/log-selection.ts';
import { askPage } from '../../../lib/page-commands.ts';
import { goTo } from '../../../lib/page-place.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { usePaletteSources } from '../hooks/use-palette-sources.ts';
import { runAction } from '../lib/palette-actions.ts';
import type { PaletteItem, PaletteKind } from '../lib/palette-item.ts';
import { logEntryItems, paletteItems } from '../lib/palette-items.ts';
import { arrangePalette } from '../lib/palette-rank.ts';
import { browserRecentChoices } from '../lib/recent-choices.ts';
import { PaletteList } from './palette-list.tsx';
import { UnlistedNote } from './unlisted-note.tsx';

export interface CommandPaletteProps {
  tabs: readonly { key: string; label: string }[];
  /** Opened to one kind only (Switch server: the recent servers). */
  only?: PaletteKind | undefined;
  /** Typed in already (a shortcut whose action cannot be done now opens the palette on it, saying why). */
  initialQuery?: string | undefined;
  onShortcuts: () => void;
  onClose: () => void;
}

/**
 * Finds and does anything of the page by name: actions, tabs, the server's tools, resources, templates,
 * prompts and skills, saved calls, log entries by id or method, recent servers. A modal dialog whose
 * search box is a combobox over a listbox (aria-activedescendant): the focus stays in the box while the
 * arrow keys move through the results. Recent choices come first.
 */
export function CommandPalette({
  tabs,
  only: initialOnly,
  initialQuery = '',
  onShortcuts,
  onClose,
}: CommandPaletteProps) {
  const session = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [only, setOnly] = useState(initialOnly);
  // Not deferred: Enter right after a key must choose from the results of what was typed (ranking a few thousand names is quick).
  const wanted = query;
  const { sources, logEntries, unlisted } = usePaletteSources(wanted, tabs);
  const [recent] = useState(() => browserRecentChoices.read());
  // Made once per opening and list read (their lower-cased texts with them), not at each key typed.
  const items = useMemo(() => paletteItems(sources), [sources]);
  const logItems = useMemo(() => logEntryItems(logEntries), [logEntries]);
  const groups = useMemo(() => {
    const all = [...items, ...logItems];
    return arrangePalette(only ? all.filter((item) => item.kind === only) : all, wanted, recent);
  }, [items, logItems, wanted, recent, only]);
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const [active, setActive] = useState(0);
  // A new search starts at its best match.
  const [searched, setSearched] = useState({ wanted, only });
  if (searched.wanted !== wanted || searched.only !== only) {
    setSearched({ wanted, only });
    setActive(0);
  }
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (item: PaletteItem | undefined) => {
    if (!item || item.unavailable) return;
    if (item.remembered) browserRecentChoices.remember(item.id);
    const { choice } = item;
    // Switch server lists the recent servers here; Keyboard shortcuts opens its dialog in the palette's place.
    if (choice.kind === 'action' && choice.action === 'switch-server') {
      setOnly('server');
      setQuery('');
      return;
    }
    if (choice.kind === 'action' && choice.action === 'shortcuts') return onShortcuts();
    onClose();
    switch (choice.kind) {
      case 'action':
        if (choice.action !== 'palette' && choice.action !== 'shortcuts' && choice.action !== 'switch-server')
          runAction(choice.action, session);
        return;
      case 'place':
        return goTo(choice.place);
      case 'log-entry':
        return showInLog(choice.seq);
      case 'server':
        return askPage({ kind: 'connect', connection: choice.connection });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const to: Record<string, number | undefined> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      PageDown: Math.min(last, activeIndex + 10),
      PageUp: Math.max(0, activeIndex - 10),
      // The first and last result, as in a listbox (the query is short: Left and Right still move the caret).
      Home: 0,
      End: last,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key in to && options.length) {
      event.preventDefault();
      setActive(to[event.key] ?? 0);
    } else if (event.key === 'Backspace' && query === '' && only) {
      setOnly(undefined);
    }
  };

  const listId = `${id}-list`;
  const count = options.length;
  return (
    <dialog
      ref={dialog}
      aria-label="Command palette"
      onClose={onClose}
      // Near the top, where it stays as its results grow and shrink.
      style={{ marginTop: '12vh' }}
      className="mx-auto w-[44rem] max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-700 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex max-h-[32rem] flex-col">
        <div className="flex items-center gap-2 border-b border-zinc-800 px-3">
          {only ? (
            <span className="shrink-0 rounded bg-zinc-800 px-1.5 py-0.5 text-xs text-zinc-300">
              {only === 'server' ? 'Recent servers' : only}
            </span>
          ) : null}
          <input
            role="combobox"
            aria-label={only === 'server' ? 'Switch to which server' : 'Search actions, tabs, tools and more'}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={count ? optionId(activeIndex) : undefined}
            autoFocus
            spellCheck={false}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={only === 'server' ? 'Server name, command or URL' : 'Type a tool, a tab, an action, a log id…'}
            className="min-w-0 flex-1 bg-zinc-900 py-3 text-sm text-zinc-100 placeholder:text-zinc-600 focus:outline-none"
          />
        </div>
        <PaletteList
          id={listId}
          groups={groups}
          optionId={optionId}
          active={activeIndex}
          onActive={setActive}
          onChoose={choose}
        />
        <UnlistedNote unlisted={only ? [] : unlisted} />
        <p className="flex flex-wrap gap-x-3 border-t border-zinc-800 px-3 py-1.5 text-xs text-zinc-500">
          <span role="status">
            {count === 0 ? 'Nothing matches' : `${count} ${count === 1 ? 'result' : 'results'}`}
          </span>
          <span>↑↓ move · Enter do it · Esc close</span>
        </p>
      </div>
    </dialog>
  );
}
