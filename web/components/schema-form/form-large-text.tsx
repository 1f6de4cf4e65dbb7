import { LARGE_TEXT_CHARS, textPreview } from '../../../shared/schema-form/large-text.ts';
import { inputClass, smallButtonClass } from './form-classes.ts';
import type { ControlAria } from './form-field-frame.tsx';

/**
 * A text too long for an input (LARGE_TEXT_CHARS): its start and its size,
 * in a read-only box that a paste replaces, with Clear and "Edit anyway"
 * (a text area, slow at this size, for when the person must).
 */
export function FormLargeText({
  aria,
  text,
  disabled,
  onReplace,
  onEditAnyway,
}: {
  aria: ControlAria;
  text: string;
  disabled: boolean;
  onReplace: (text: string) => void;
  onEditAnyway: () => void;
}) {
  const noteId = `${aria.id}-size`;
  return (
    <div className="space-y-1">
      <div
        {...aria}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={`${aria.id}-label`}
        aria-describedby={[noteId, aria['aria-describedby']].filter(Boolean).join(' ')}
        tabIndex={0}
        onPaste={(event) => {
          if (disabled) return;
          event.preventDefault();
          onReplace(event.clipboardData.getData('text/plain'));
        }}
        className={`${inputClass} max-h-24 overflow-hidden whitespace-pre-wrap break-all text-zinc-400`}
      >
        {textPreview(text)}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-[11px] text-zinc-500">
        <span id={noteId}>
          {text.length.toLocaleString('en-US')} characters, shown in part: over{' '}
          {LARGE_TEXT_CHARS.toLocaleString('en-US')} would freeze the page as you type. A paste here replaces it.
        </span>
        <button type="button" className={smallButtonClass} disabled={disabled} onClick={() => onReplace('')}>
          Clear
        </button>
        <button type="button" className={smallButtonClass} disabled={disabled} onClick={onEditAnyway}>
          Edit anyway
        </button>
      </div>
    </div>
  );
}
