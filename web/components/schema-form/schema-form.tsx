import { memo, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Path } from '../../../shared/schema-form/field.ts';
import type { Suggest } from '../../../shared/schema-form/suggestions.ts';
import { extraKeys } from '../../../shared/schema-form/extra-keys.ts';
import { getAtPath, pathKey } from '../../../shared/schema-form/path.ts';
import { jsonTextOf } from '../../../shared/schema-form/form-state.ts';
import type { FieldEnv } from './form-field-props.ts';
import { controlId } from './form-ids.ts';
import { FormExtraKeys } from './form-extra-keys.tsx';
import { FormJsonEditor } from './form-json-editor.tsx';
import { SchemaField } from './schema-field.tsx';
import type { SchemaFormController } from './use-schema-form.ts';

export type SchemaFormProps = {
  /** From useSchemaForm: the model, the values and their problems. */
  form: SchemaFormController;
  disabled?: boolean;
  /** The JSON editor's label, e.g. "Arguments (JSON)". */
  jsonLabel?: string;
  /** What the root is called when it is not an object and so has no fields of its own. */
  rootLabel?: string;
  /** Completions offered under one-line string fields as the person types (MCP completion/complete). */
  suggest?: Suggest | undefined;
  /** Shown in place of the fields when the root object has none (it may accept any keys, or none). */
  noProperties?: (acceptsAny: boolean) => ReactNode;
};

/**
 * The controls generated from a schema, or the whole value as JSON text when
 * `form.jsonMode` is on. Holds no state of its own beyond ids: the owner
 * keeps it in useSchemaForm and decides how to submit. Drawn again only when
 * its props change (useSchemaForm's controller is the same object until the form does).
 */
export const SchemaForm = memo(function SchemaForm({
  form,
  disabled = false,
  suggest,
  jsonLabel = 'Arguments (JSON)',
  rootLabel = 'arguments',
  noProperties,
}: SchemaFormProps) {
  const { model, state, dispatch, errors } = form;
  const prefix = useId();

  const env = useMemo<FieldEnv>(() => {
    const shown = (key: string) => state.submitAttempted || state.touched.includes(key);
    return {
      idFor: (path: Path) => controlId(prefix, path),
      errorFor: (path: Path) => {
        const key = pathKey(path);
        return shown(key) ? (state.invalidInput[key] ?? errors[key]) : undefined;
      },
      errorInside: (path: Path) => {
        const key = pathKey(path);
        if (!shown(key)) return undefined;
        for (const [at, message] of Object.entries(errors)) {
          if (
            at.length > key.length &&
            at.startsWith(key) &&
            (key === '' || at[key.length] === '.' || at[key.length] === '[')
          ) {
            return `${at.slice(key.length).replace(/^\./, '')}: ${message}`;
          }
        }
        return undefined;
      },
      disabled,
      onChange: (path, value) => dispatch({ type: 'set', path, value }),
      onTouch: (path) => dispatch({ type: 'touch', path }),
      onInvalidInput: (path, message) => dispatch({ type: 'invalid-input', path, message }),
      onAddItem: (path, item) =>
        dispatch(item === undefined ? { type: 'add-item', path } : { type: 'add-item', path, item }),
      onRemoveItem: (path, index) => dispatch({ type: 'remove-item', path, index }),
      suggest,
    };
  }, [prefix, disabled, suggest, dispatch, state.submitAttempted, state.touched, state.invalidInput, errors]);

  if (form.jsonMode) {
    return (
      <FormJsonEditor
        id={`${prefix}-json`}
        label={jsonLabel}
        text={jsonTextOf(state)}
        error={state.jsonError}
        problems={form.problems}
        disabled={disabled}
        onChange={(text) => dispatch({ type: 'edit-json', text })}
      />
    );
  }
  const root = model.kind === 'object' ? model : undefined;
  const extras = root === undefined ? [] : extraKeys(root, state.values);
  return (
    <div className="space-y-4">
      {state.jsonError ? (
        <p className="rounded-md border border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200">
          The JSON has an error, so the form shows the last {rootLabel} that parsed.
        </p>
      ) : null}
      {root === undefined ? (
        <SchemaField
          field={model}
          path={[]}
          value={getAtPath(state.values, [])}
          labelText={rootLabel}
          inArray={false}
          env={env}
        />
      ) : root.fields.length === 0 ? (
        noProperties?.(root.additionalProperties)
      ) : (
        root.fields.map((field) => (
          <SchemaField
            key={field.name}
            field={field}
            path={[field.name]}
            value={getAtPath(state.values, [field.name])}
            labelText={field.name}
            inArray={false}
            env={env}
          />
        ))
      )}
      <FormExtraKeys path={[]} keys={extras} value={state.values} env={env} />
    </div>
  );
});
