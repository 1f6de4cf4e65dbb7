import { useEffect, useState } from 'react';
import type { EnumOption } from '../../../shared/schema-form/field.ts';
import { enumOptionText, enumSearchNote } from '../../../shared/schema-form/enum-search.ts';
import { inputClass } from './form-classes.ts';
import type { ControlAria } from './form-field-frame.tsx';
import { useEnumSearch } from './use-enum-search.ts';

/** What a row of the list picks: an option by its index, or leaving the field out. */
export type EnumChoice = number | 'unset';

type Props = {
  aria: ControlAria;
  options: readonly EnumOption[];
  /** What the input shows while the person is not typing: the chosen option, or a value that is none. */
  chosenText: string;
  /** Offer "— not sent —" above the options (an optional field). */
  unsetText: string | undefined;
  placeholder: string;
  disabled: boolean;
  onChoose: (choice: EnumChoice) => void;
  onBlur: () => void;
};

const rowId = (listboxId: string, row: number) => `${listboxId}-${row}`;

/**
 * An enum too long for a select (the ARIA combobox pattern): typing
 * searches every option, a slice at a time, and the list shows the first
 * matches only, so a million options cost no more to show than fifty.
 * Arrow keys move through the list, Enter or a click picks, Escape closes
 * it and puts back the chosen option's text.
 */
export function FormEnumSearch({
  aria,
  options,
  chosenText,
  unsetText,
  placeholder,
  disabled,
  onChoose,
  onBlur,
}: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string>();
  const [active, setActive] = useState(-1);
  const search = useEnumSearch(options, query ?? '', open);
  const listboxId = `${aria.id}-options`;
  const rows: Array<{ choice: EnumChoice; text: string }> = [
    ...(unsetText !== undefined && search.query === '' ? [{ choice: 'unset' as const, text: unsetText }] : []),
    ...search.matches.map((index) => ({ choice: index, text: enumOptionText(options[index]!) })),
  ];
  const close = () => {
    setOpen(false);
    setQuery(undefined);
    setActive(-1);
  };
  const choose = (choice: EnumChoice) => {
    close();
    onChoose(choice);
  };
  const note = enumSearchNote(search, options.length);
  // The row the arrow keys reached stays in sight in the scrolled list.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(rowId(listboxId, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listboxId]);
  return (
    <div className="relative">
      <input
        {...aria}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 && active < rows.length ? rowId(listboxId, active) : undefined}
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
        placeholder={placeholder}
        disabled={disabled}
        value={query ?? chosenText}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.ctrlKey || event.metaKey) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) return setOpen(true);
            const last = rows.length - 1;
            setActive(event.key === 'ArrowDown' ? Math.min(active + 1, last) : Math.max(active - 1, 0));
          } else if (event.key === 'Enter' && open && active >= 0 && active < rows.length) {
            event.preventDefault();
            choose(rows[active]!.choice);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            close();
          }
        }}
        onBlur={() => {
          close();
          onBlur();
        }}
      />
      {open ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-zinc-700 bg-zinc-950 text-xs shadow-lg shadow-black/40">
          {/* "Options for <field>": the list is not mistaken for the field itself when found by its label. */}
          <span id={`${listboxId}-name`} hidden>
            Options for
          </span>
          <ul
            id={listboxId}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the input keeps focus and points at the option with aria-activedescendant
            role="listbox"
            aria-labelledby={`${listboxId}-name ${aria.id}-label`}
            className="max-h-60 overflow-auto"
          >
            {rows.map((row, position) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the input with arrows and Enter (aria-activedescendant); the click is the mouse's way
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input, which points at this option with aria-activedescendant
              <li
                key={String(row.choice)}
                id={rowId(listboxId, position)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the input keeps focus and points at the option with aria-activedescendant
                role="option"
                aria-selected={position === active}
                // Keeps focus in the input, so choosing does not close the list by blurring it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(row.choice)}
                className={`cursor-pointer truncate px-2 py-1 font-mono hover:bg-zinc-800 aria-selected:bg-sky-900/60 aria-selected:text-sky-100 ${row.choice === 'unset' ? 'italic text-zinc-500' : 'text-zinc-200'}`}
                title={row.text}
              >
                {row.text}
              </li>
            ))}
          </ul>
          {/* Said once the search is over, not at each slice it reads. */}
          <p className="border-t border-zinc-800 px-2 py-1 text-zinc-500" aria-live="polite">
            {search.done ? note : <span aria-hidden="true">{note}</span>}
          </p>
        </div>
      ) : null}
    </div>
  );
}
