import type { StringField } from '../../../../shared/schema-form/field.ts';
import { textToValue, valueToText } from '../../../../shared/schema-form/input-value.ts';
import { inputClass } from './form-classes.ts';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps } from './schema-field-shared.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  'date-time': '2025-01-31T12:00:00Z',
  uri: 'https://…',
  email: 'name@example.com',
  uuid: '00000000-0000-0000-0000-000000000000',
};

/** The input type for a format, as long as the browser can show the current text in it. */
function inputType(format: string | undefined, text: string): string {
  if (format === 'email') return 'email';
  if (format === 'uri' || format === 'url') return 'url';
  if (format === 'date' && (text === '' || DATE.test(text))) return 'date';
  return 'text';
}

/** A text input (a textarea for long text). */
export function StringControl(props: FieldProps<StringField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const text = valueToText(value);
  const isNull = value === null;
  const onText = (next: string) => env.onChange(path, textToValue(field, next, inArray));
  return (
    <FieldFrame {...frameProps(props, id, 'withControls')}>
      {(aria) =>
        field.multiline ? (
          <textarea
            {...aria}
            className={`${inputClass} min-h-20 resize-y`}
            rows={4}
            value={text}
            disabled={env.disabled || isNull}
            spellCheck={false}
            onChange={(event) => onText(event.target.value)}
            onBlur={() => env.onTouch(path)}
          />
        ) : (
          <input
            {...aria}
            type={inputType(field.format, text)}
            className={inputClass}
            value={text}
            placeholder={isNull ? 'null' : field.format === undefined ? undefined : PLACEHOLDERS[field.format]}
            disabled={env.disabled || isNull}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onText(event.target.value)}
            onBlur={() => env.onTouch(path)}
          />
        )
      }
    </FieldFrame>
  );
}
