import type { PaletteItem } from '../lib/palette-item.ts';
import type { PaletteGroup } from '../lib/palette-rank.ts';

const groupNames: Record<PaletteGroup['kind'], string> = {
  recent: 'Recent',
  action: 'Actions',
  tab: 'Tabs',
  tool: 'Tools',
  resource: 'Resources',
  template: 'Resource templates',
  prompt: 'Prompts',
  skill: 'Skills',
  'saved-call': 'Saved calls',
  'log-entry': 'Log entries',
  server: 'Servers',
};

/** Names shown in a monospaced face: what the server or the wire calls things. */
const wireNamed = new Set<PaletteItem['kind']>(['tool', 'resource', 'template', 'prompt', 'skill', 'log-entry']);

/** The results, grouped by kind; the options are never focused (the search box keeps the focus). */
export function PaletteList({
  id,
  groups,
  optionId,
  active,
  onActive,
  onChoose,
}: {
  id: string;
  groups: readonly PaletteGroup[];
  optionId: (index: number) => string;
  active: number;
  onActive: (index: number) => void;
  onChoose: (item: PaletteItem) => void;
}) {
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label="Results" className="min-h-0 flex-1 overflow-y-auto px-1 py-1">
      {groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId}>
            <div
              id={headingId}
              role="presentation"
              className="px-3 pt-2 pb-1 text-[11px] font-semibold uppercase tracking-wide text-zinc-500"
            >
              {groupNames[group.kind]}
            </div>
            {group.items.map((item) => {
              const at = index++;
              const detail = item.unavailable ?? item.title ?? item.description;
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant: the search box keeps the focus and its keys move through the options
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's Enter chooses the active option
                <div
                  key={item.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  aria-disabled={item.unavailable ? true : undefined}
                  // The search box keeps the focus: a click chooses without taking it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => at !== active && onActive(at)}
                  onClick={() => onChoose(item)}
                  className={`flex cursor-pointer items-baseline gap-2 rounded px-2 py-1.5 text-sm ${
                    at === active ? 'bg-sky-900/60 text-zinc-50' : 'text-zinc-200'
                  } ${item.unavailable ? 'opacity-60' : ''}`}
                >
                  <span className={`shrink-0 ${wireNamed.has(item.kind) ? 'font-mono text-[13px]' : ''}`}>
                    {item.name}
                  </span>
                  {detail ? (
                    <span
                      className={`min-w-0 flex-1 truncate text-xs ${item.unavailable ? 'text-amber-300' : 'text-zinc-500'}`}
                    >
                      {group.kind === 'recent' && !item.unavailable ? `${groupNames[item.kind]} · ${detail}` : detail}
                    </span>
                  ) : (
                    <span className="flex-1 text-xs text-zinc-500">
                      {group.kind === 'recent' ? groupNames[item.kind] : ''}
                    </span>
                  )}
                  {item.shortcut ? (
                    <kbd className="shrink-0 rounded border border-zinc-700 bg-zinc-800 px-1.5 font-sans text-[11px] text-zinc-300">
                      {item.shortcut}
                    </kbd>
                  ) : null}
                </div>
              );
            })}
            {group.more ? (
              <div role="presentation" className="px-3 py-1 text-xs text-zinc-500">
                and {group.more} more: type to narrow
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
