import type { ReactNode } from 'react';
import type { ArrayField } from '../../../shared/schema-form/field.ts';
import { constraintHints, mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { smallButtonClass } from './form-classes.ts';
import type { FieldProps } from './form-field-props.ts';
import { FieldsetNotes } from './form-fieldset-notes.tsx';
import { FormLegend } from './form-legend.tsx';
import { FormMismatchNote } from './form-mismatch-note.tsx';
import { fieldAside } from './schema-field-shared.tsx';

/**
 * The box around an array, whichever way its items are edited: legend (with
 * "Don't send" while an optional array is sent), error, description, limits,
 * what the value really is when the control cannot show it, and "Send []"
 * while an optional array is not sent, since no edit of the items can say
 * "an empty list" apart from "not sent".
 */
export function ArrayFrame({
  props,
  children,
  actions,
}: {
  props: FieldProps<ArrayField>;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const error = env.errorFor(path);
  const hints = constraintHints(field);
  const mismatch = mismatchNote(field, value);
  const helpId = field.description ? `${id}-help` : undefined;
  const name = `${props.labelPrefix ?? ''}${props.labelText}`;
  const sendEmpty = !inArray && !field.required && value === undefined;
  return (
    <fieldset
      id={id}
      aria-describedby={[error ? `${id}-error` : '', helpId ?? ''].filter(Boolean).join(' ') || undefined}
      className={`min-w-0 rounded-md border p-3 ${error ? 'border-rose-800' : 'border-zinc-800'}`}
    >
      <FormLegend
        field={field}
        id={`${id}-label`}
        labelText={props.labelText}
        labelPrefix={props.labelPrefix}
        notSent={!inArray && value === undefined}
        inArray={inArray}
        switcher={props.switcher}
      >
        {fieldAside(props, props.trailing)}
      </FormLegend>
      <div className="clear-both space-y-2">
        <FieldsetNotes id={id} helpId={helpId} error={error} description={field.description} />
        {hints.length > 0 ? <p className="font-mono text-[11px] text-zinc-500">{hints.join(' · ')}</p> : null}
        {mismatch !== undefined ? <FormMismatchNote note={mismatch} /> : null}
        {children}
        {actions !== undefined || sendEmpty ? (
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {sendEmpty ? (
              <button
                type="button"
                className={smallButtonClass}
                title={`Send ${name} as an empty list`}
                disabled={env.disabled}
                onClick={() => env.onChange(path, [])}
              >
                Send []<span className="sr-only"> as {name}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
