/**
 * "multi-line": switches a string field between an input (Enter runs the
 * tool) and a textarea (Enter is a line break). Locked on while the text has
 * a line break, which an input would drop.
 */
export function FormMultilineToggle({
  pressed,
  locked,
  disabled,
  labelledBy,
  inItem,
  onToggle,
}: {
  pressed: boolean;
  locked: boolean;
  disabled: boolean;
  /** The field's label, read after the button's own name: "multi-line, message". */
  labelledBy: string;
  inItem: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-describedby={labelledBy}
      disabled={disabled || locked}
      title={
        locked
          ? 'The text has a line break, so it needs a text area'
          : pressed
            ? 'Back to one line: Enter runs the tool'
            : 'A text area: Enter starts a new line'
      }
      onClick={onToggle}
      className={
        'shrink-0 rounded border border-zinc-800 px-1.5 font-sans text-[11px] leading-4 text-zinc-500 hover:border-zinc-600 hover:text-zinc-200 ' +
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:cursor-default disabled:hover:border-zinc-800 ' +
        'aria-pressed:border-sky-900 aria-pressed:bg-sky-950/60 aria-pressed:text-sky-300 ' +
        (inItem ? 'mt-1 py-0.5' : '')
      }
    >
      multi-line
    </button>
  );
}
