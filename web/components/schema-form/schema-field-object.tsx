import { isRecord } from '../../../shared/lib/guards.ts';
import type { ObjectField } from '../../../shared/schema-form/field.ts';
import { mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { extraKeys } from '../../../shared/schema-form/extra-keys.ts';
import { getAtPath } from '../../../shared/schema-form/path.ts';
import type { FieldProps } from './form-field-props.ts';
import { FormExtraKeys } from './form-extra-keys.tsx';
import { FormLegend } from './form-legend.tsx';
import { FormMismatchNote } from './form-mismatch-note.tsx';
import { SchemaField } from './schema-field.tsx';
import { fieldAside } from './schema-field-shared.tsx';
import { FieldsetNotes } from './form-fieldset-notes.tsx';

/** A nested object: a fieldset with one control per property. */
export function ObjectControl(props: FieldProps<ObjectField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const error = env.errorFor(path);
  const legendId = `${id}-label`;
  const helpId = field.description ? `${id}-help` : undefined;
  const mismatch = mismatchNote(field, value);
  const extras = extraKeys(field, value);
  return (
    <fieldset
      id={id}
      aria-describedby={[error ? `${id}-error` : '', helpId ?? ''].filter(Boolean).join(' ') || undefined}
      className={`min-w-0 rounded-md border p-3 ${error ? 'border-rose-800' : 'border-zinc-800'} ${inArray ? 'bg-zinc-950/40' : ''}`}
    >
      <FormLegend
        field={field}
        id={legendId}
        labelText={props.labelText}
        labelPrefix={props.labelPrefix}
        notSent={!inArray && value === undefined}
        inArray={inArray}
        switcher={props.switcher}
      >
        {fieldAside(props, props.trailing)}
      </FormLegend>
      <div className="clear-both space-y-3">
        <FieldsetNotes id={id} helpId={helpId} error={error} description={field.description} />
        {mismatch !== undefined ? <FormMismatchNote note={mismatch} /> : null}
        {value === null ? null : field.fields.length === 0 ? (
          extras.length > 0 ? null : (
            <p className="text-xs text-zinc-500">No properties.</p>
          )
        ) : (
          field.fields.map((child) => (
            <SchemaField
              key={child.name}
              field={child}
              path={[...path, child.name]}
              value={getAtPath(value, [child.name])}
              labelText={child.name}
              inArray={false}
              env={env}
            />
          ))
        )}
        {isRecord(value) ? <FormExtraKeys path={path} keys={extras} value={value} env={env} /> : null}
      </div>
    </fieldset>
  );
}
