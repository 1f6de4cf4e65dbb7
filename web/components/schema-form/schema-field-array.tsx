import type { ArrayField } from '../../../shared/schema-form/field.ts';
import { smallButtonClass } from './form-classes.ts';
import type { FieldProps } from './form-field-props.ts';
import { FormLegend } from './form-legend.tsx';
import { SchemaField } from './schema-field.tsx';
import { fieldAside } from './schema-field-shared.tsx';
import { constraintHints, mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { FormMismatchNote } from './form-mismatch-note.tsx';
import { FieldsetNotes } from './form-fieldset-notes.tsx';

/** A list of items with "Add item" and a "Remove" per item; items may be objects or arrays too. */
export function ArrayControl(props: FieldProps<ArrayField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const error = env.errorFor(path);
  const items: readonly unknown[] = Array.isArray(value) ? value : [];
  const full = field.constraints.maxItems !== undefined && items.length >= field.constraints.maxItems;
  const name = `${props.labelPrefix ?? ''}${props.labelText}`;
  const hints = constraintHints(field);
  const mismatch = mismatchNote(field, value);
  const helpId = field.description ? `${id}-help` : undefined;
  return (
    <fieldset
      id={id}
      aria-describedby={[error ? `${id}-error` : '', helpId ?? ''].filter(Boolean).join(' ') || undefined}
      className={`min-w-0 rounded-md border p-3 ${error ? 'border-rose-800' : 'border-zinc-800'}`}
    >
      <FormLegend field={field} id={`${id}-label`} labelText={props.labelText} labelPrefix={props.labelPrefix} notSent={!inArray && value === undefined} inArray={inArray} switcher={props.switcher}>
        {fieldAside(props, props.trailing)}
      </FormLegend>
      <div className="clear-both space-y-2">
        <FieldsetNotes id={id} helpId={helpId} error={error} description={field.description} />
        {hints.length > 0 ? <p className="font-mono text-[11px] text-zinc-500">{hints.join(' · ')}</p> : null}
        {mismatch !== undefined ? <FormMismatchNote note={mismatch} /> : null}
        {mismatch !== undefined && !Array.isArray(value) ? null : items.length === 0 ? (
          <p className="text-xs text-zinc-500">{value === null ? 'null' : 'No items.'}</p>
        ) : (
          <ol className="space-y-2">
            {items.map((item, index) => {
              const itemPath = [...path, index];
              return (
                <li key={index}>
                  <SchemaField
                    field={field.item}
                    path={itemPath}
                    value={item}
                    labelText={`[${index}]`}
                    labelPrefix={name}
                    inArray
                    trailing={
                      <button
                        type="button"
                        className={smallButtonClass}
                        aria-describedby={`${env.idFor(itemPath)}-label`}
                        disabled={env.disabled}
                        onClick={() => env.onRemoveItem(path, index)}
                      >
                        Remove
                      </button>
                    }
                    env={env}
                  />
                </li>
              );
            })}
          </ol>
        )}
        <button
          type="button"
          className={smallButtonClass}
          aria-describedby={`${id}-label`}
          disabled={env.disabled || full || (value !== undefined && !Array.isArray(value))}
          onClick={() => env.onAddItem(path, field.item)}
        >
          Add item
        </button>
      </div>
    </fieldset>
  );
}
