import type { InputHTMLAttributes } from 'react';
import type { Path } from '../../../shared/schema-form/field.ts';
import type { Suggest } from '../../../shared/schema-form/suggestions.ts';
import type { ControlAria } from './form-field-frame.tsx';
import { FormSuggestions, optionId } from './form-suggestions.tsx';
import { useSuggestions } from './use-suggestions.ts';

type Props = {
  aria: ControlAria;
  /** Everything else the plain input would have: type, class, value, placeholder, disabled, paste handling. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'placeholder' | 'disabled' | 'onPaste'> & {
    value: string;
  };
  suggest: Suggest;
  path: Path;
  onText: (text: string) => void;
  onBlur: () => void;
};

/**
 * A one-line text input that offers suggestions as the person types (the
 * ARIA combobox pattern): arrow keys move through them, Enter or a click
 * picks one, Escape closes the list. Enter with nothing highlighted still
 * submits the form.
 */
export function FormComboboxInput({ aria, input, suggest, path, onText, onBlur }: Props) {
  const { fetcher, view } = useSuggestions(suggest, path);
  const listboxId = `${aria.id}-suggestions`;
  const open = view.status !== 'closed';
  const active = view.status === 'ready' && view.active >= 0 ? optionId(listboxId, view.active) : undefined;
  const choose = (value: string) => {
    fetcher?.close();
    onText(value);
  };
  return (
    // The list floats over what follows, so nothing below moves while the person types or clicks away.
    <div className="relative">
      <input
        {...aria}
        {...input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          onText(event.target.value);
          fetcher?.request(event.target.value);
        }}
        onKeyDown={(event) => {
          if (fetcher === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
          const outcome = fetcher.key(event.key, input.value);
          if (outcome === 'ignored') return;
          event.preventDefault();
          if (outcome !== 'handled') onText(outcome.chosen);
        }}
        onBlur={() => {
          fetcher?.close();
          onBlur();
        }}
      />
      <FormSuggestions listboxId={listboxId} labelledBy={`${aria.id}-label`} view={view} onChoose={choose} />
    </div>
  );
}
