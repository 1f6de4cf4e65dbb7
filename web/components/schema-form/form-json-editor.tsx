import type { JsonTextError } from '../../../shared/schema-form/json-text.ts';
import { describeJsonTextError } from '../../../shared/schema-form/json-text.ts';
import { inputClass } from './form-classes.ts';

/** The whole value as JSON text, edited directly; a parse error says where. */
export function FormJsonEditor({ id, label, text, error, disabled, onChange }: {
  id: string;
  label: string;
  text: string;
  error: JsonTextError | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const lines = text.split('\n').length;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-400">
        {label}
      </label>
      <textarea
        id={id}
        className={`${inputClass} resize-y leading-5`}
        rows={Math.min(Math.max(lines + 1, 6), 28)}
        value={text}
        disabled={disabled}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="font-mono text-xs text-rose-400">
          {describeJsonTextError(error)}
        </p>
      ) : (
        <p className="text-[11px] text-zinc-500">Keys the schema does not describe are kept and sent.</p>
      )}
    </div>
  );
}
