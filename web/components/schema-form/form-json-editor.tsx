import type { JsonTextError } from '../../../shared/schema-form/json-text.ts';
import { describeJsonTextError } from '../../../shared/schema-form/json-text.ts';
import { inputClass } from './form-classes.ts';

const MAX_LISTED = 20;

/**
 * The whole value as JSON text, edited directly. A parse error says where;
 * text that parses is checked against the schema as it is typed, and what
 * does not fit is listed by path, as the form would show it at each field.
 */
export function FormJsonEditor({
  id,
  label,
  text,
  error,
  problems,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  text: string;
  error: JsonTextError | undefined;
  /** [path key, message] of the parsed value; "" is the value as a whole. */
  problems: readonly (readonly [string, string])[];
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
        aria-invalid={error || problems.length > 0 ? true : undefined}
        aria-describedby={error || problems.length > 0 ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="font-mono text-xs text-rose-400">
          {describeJsonTextError(error)}
        </p>
      ) : problems.length > 0 ? (
        <div id={`${id}-error`} className="space-y-0.5 text-xs">
          <p className="text-rose-400">Does not fit the schema:</p>
          <ul className="font-mono text-rose-300/90">
            {problems.slice(0, MAX_LISTED).map(([path, message]) => (
              <li key={path}>
                {path === '' ? '(the value)' : path}: {message}
              </li>
            ))}
            {problems.length > MAX_LISTED ? <li>and {problems.length - MAX_LISTED} more</li> : null}
          </ul>
        </div>
      ) : (
        <p className="text-[11px] text-zinc-500">Keys the schema does not describe are kept and sent.</p>
      )}
    </div>
  );
}
