import type { SuggestionsView } from '../../../shared/schema-form/suggestion-fetcher.ts';

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-${index}`;
}

function countNote(view: Extract<SuggestionsView, { status: 'ready' }>): string | undefined {
  const shown = view.values.length;
  if (view.total !== undefined && view.total > shown) return `Showing ${shown} of ${view.total}`;
  return view.hasMore ? `Showing the first ${shown}; there are more` : undefined;
}

/**
 * The suggestions under a string field (the popup of an ARIA combobox):
 * options to pick with the arrow keys and Enter or a click, "No
 * suggestions", or why the suggestions failed. In the flow of the form, not
 * floating, so it never reaches outside the pane.
 */
export function FormSuggestions({
  listboxId,
  labelledBy,
  view,
  onChoose,
}: {
  listboxId: string;
  labelledBy: string;
  view: SuggestionsView;
  onChoose: (value: string) => void;
}) {
  if (view.status === 'closed') return null;
  const note =
    view.status === 'loading' ? (
      <p className="px-2 py-1 text-zinc-500">Looking for suggestions…</p>
    ) : view.status === 'failed' ? (
      <p className="px-2 py-1 text-rose-400">Suggestions failed: {view.error}</p>
    ) : view.values.length === 0 ? (
      <p className="px-2 py-1 text-zinc-500">No suggestions</p>
    ) : null;
  const more = view.status === 'ready' ? countNote(view) : undefined;
  return (
    <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-zinc-700 bg-zinc-950 text-xs shadow-lg shadow-black/40">
      {/* "Suggestions for <field>": the list is not mistaken for the field itself when found by its label. */}
      <span id={`${listboxId}-name`} hidden>
        Suggestions for
      </span>
      <ul
        id={listboxId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the input keeps focus and points at the option with aria-activedescendant
        role="listbox"
        aria-labelledby={`${listboxId}-name ${labelledBy}`}
        className="max-h-60 overflow-auto"
      >
        {view.status === 'ready'
          ? view.values.map((value, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the input with arrows and Enter (aria-activedescendant); the click is the mouse's way
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input, which points at this option with aria-activedescendant
              <li
                key={`${index}:${value}`}
                id={optionId(listboxId, index)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the input keeps focus and points at the option with aria-activedescendant
                role="option"
                aria-selected={index === view.active}
                // Keeps focus in the input, so choosing does not close the list by blurring it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(value)}
                className="cursor-pointer truncate px-2 py-1 font-mono text-zinc-200 hover:bg-zinc-800 aria-selected:bg-sky-900/60 aria-selected:text-sky-100"
                title={value}
              >
                {value}
              </li>
            ))
          : null}
      </ul>
      <div aria-live="polite">
        {note}
        {more !== undefined ? <p className="border-t border-zinc-800 px-2 py-1 text-zinc-500">{more}</p> : null}
      </div>
    </div>
  );
}
