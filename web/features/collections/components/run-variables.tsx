import { useId } from 'react';
import { checkboxClass, inputClass } from '../../../components/schema-form/form-classes.ts';

/**
 * The values a run needs that the collection does not hold: one box per
 * `{{name}}`, and the person's consent, naming each variable, to take the
 * ones left empty from the proxy's environment. Neither is ever saved in
 * the file.
 */
export function RunVariables({
  names,
  values,
  onValue,
  fromEnvironment,
  onFromEnvironment,
  disabled,
}: {
  names: readonly string[];
  values: Readonly<Record<string, string>>;
  onValue: (name: string, value: string) => void;
  fromEnvironment: boolean;
  onFromEnvironment: (on: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  if (names.length === 0) return null;
  return (
    <fieldset className="space-y-2 rounded-md border border-zinc-800 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-zinc-400">Values for this run</legend>
      <p className="text-xs text-zinc-500">
        The calls use variables the collection gives no value: typed here, they are used for this run and never saved in
        the file.
      </p>
      <div className="grid grid-cols-[max-content_minmax(0,1fr)] max-w-lg items-center gap-x-3 gap-y-1.5">
        {names.map((name, i) => (
          <div key={name} className="contents">
            <label htmlFor={`${id}-${i}`} className="font-mono text-xs text-zinc-300">
              {`{{${name}}}`}
            </label>
            <input
              id={`${id}-${i}`}
              className={inputClass}
              value={values[name] ?? ''}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onValue(name, event.target.value)}
            />
          </div>
        ))}
      </div>
      <label className="flex items-center gap-2 text-xs text-zinc-300">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={fromEnvironment}
          disabled={disabled}
          onChange={(event) => onFromEnvironment(event.target.checked)}
        />
        Take {names.join(', ')} from the proxy’s environment where left empty
      </label>
    </fieldset>
  );
}
