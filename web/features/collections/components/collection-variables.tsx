import { useId, useState } from 'react';
import type { VariableValue } from '../../../../shared/collection/collection.ts';
import { VARIABLE_NAME } from '../../../../shared/collection/collection-variables.ts';
import { sizedInputClass } from '../../../components/field.tsx';
import { smallButtonClass } from '../../../components/schema-form/form-classes.ts';

/**
 * The values the collection file keeps for its `{{name}}` placeholders:
 * each editable, removable, and a new one added by name. What is typed
 * here is saved with the file: a secret belongs in the run's values or
 * the environment instead, and the hint says so.
 */
export function CollectionVariables({
  variables,
  disabled,
  onSet,
}: {
  variables: Readonly<Record<string, VariableValue>>;
  disabled: boolean;
  onSet: (name: string, value: VariableValue | undefined) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const problem =
    trimmed === ''
      ? undefined
      : !VARIABLE_NAME.test(trimmed)
        ? 'Letters, digits and _, not first a digit'
        : Object.hasOwn(variables, trimmed)
          ? 'The file has this variable already'
          : undefined;
  const names = Object.keys(variables);
  return (
    <section aria-label="Variables in the file" className="space-y-2 rounded-md border border-zinc-800 p-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">Variables in the file</h3>
      <p className="text-xs text-zinc-500">
        Saved with the collection, for every run: keep secrets out (leave them to the run’s values or the proxy’s
        environment).
      </p>
      {names.length ? (
        <ul className="space-y-1.5">
          {names.map((variable, i) => (
            <li key={variable} className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-${i}`} className="font-mono text-xs text-zinc-300">
                {`{{${variable}}}`}
              </label>
              <input
                id={`${id}-${i}`}
                className={sizedInputClass('w-64')}
                value={String(variables[variable])}
                disabled={disabled}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => onSet(variable, event.target.value)}
              />
              <button
                type="button"
                className={smallButtonClass}
                disabled={disabled}
                aria-label={`Remove the variable ${variable}`}
                onClick={() => onSet(variable, undefined)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '' || problem) return;
          onSet(trimmed, '');
          setName('');
        }}
      >
        <label htmlFor={`${id}-new`} className="text-xs font-medium text-zinc-400">
          New variable
        </label>
        <input
          id={`${id}-new`}
          className={sizedInputClass('w-64')}
          value={name}
          disabled={disabled}
          placeholder="name, as in {{name}}"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className={smallButtonClass}
          disabled={disabled || trimmed === '' || problem !== undefined}
        >
          Add variable
        </button>
        {problem ? <span className="text-xs text-rose-300">{problem}</span> : null}
      </form>
    </section>
  );
}
