import { useState } from 'react';
import type { NumberField } from '../../../shared/schema-form/field.ts';
import { textToValue, valueToText } from '../../../shared/schema-form/input-value.ts';
import { inputClass } from './form-classes.ts';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps, isAllowedNull } from './schema-field-shared.tsx';

/**
 * A number input. The typed text is kept while it means the same number, so
 * "1." or "-" mid-typing is not rewritten under the cursor; a new value from
 * elsewhere (the JSON editor, Reset) replaces it.
 */
export function NumberControl(props: FieldProps<NumberField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const [draft, setDraft] = useState(() => valueToText(value));
  const [shown, setShown] = useState<unknown>(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    setDraft(valueToText(value));
  }
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = field.constraints;
  const isNull = isAllowedNull(props);
  // A number input would show a string or a boolean as empty: show the text as it is instead.
  const showsText = value !== undefined && value !== null && typeof value !== 'number';
  return (
    <FieldFrame {...frameProps(props, id, 'withControls')}>
      {(aria) => (
        <input
          {...aria}
          type={showsText ? 'text' : 'number'}
          className={inputClass}
          value={draft}
          step={field.kind === 'integer' ? 1 : 'any'}
          min={minimum ?? exclusiveMinimum}
          max={maximum ?? exclusiveMaximum}
          placeholder={isNull ? 'null' : undefined}
          disabled={env.disabled || isNull}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text === '' && event.target.validity.badInput) {
              env.onInvalidInput(path, field.kind === 'integer' ? 'Must be an integer' : 'Must be a number');
              return;
            }
            const next = textToValue(field, text, inArray);
            setShown(next);
            env.onChange(path, next);
          }}
          onBlur={() => env.onTouch(path)}
        />
      )}
    </FieldFrame>
  );
}
