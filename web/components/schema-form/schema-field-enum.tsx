import type { EnumField } from '../../../shared/schema-form/field.ts';
import { fixedValue } from '../../../shared/schema-form/fixed-value.ts';
import { enumIndex } from '../../../shared/schema-form/input-value.ts';
import { jsonEqual } from '../../../shared/schema-form/json-equal.ts';
import { inputClass } from './form-classes.ts';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps } from './schema-field-shared.tsx';

const UNSET = '';
const OTHER = 'other';

function optionText(label: string, value: unknown): string {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  return label === raw ? label : `${label} (${raw})`;
}

/**
 * A select over the enum's options. A value from the JSON editor that is none
 * of them is shown as such (and flagged by validation) rather than hidden.
 */
export function EnumControl(props: FieldProps<EnumField>) {
  const { field, path, value, inArray, env } = props;
  const id = env.idFor(path);
  const index = enumIndex(field, value);
  const isOther = value !== undefined && index === -1;
  const selected = index >= 0 ? String(index) : isOther ? OTHER : UNSET;
  const showUnset = !inArray && (!field.required || index === -1);
  const fixed = fixedValue(field);
  if (fixed !== undefined && value !== undefined && jsonEqual(value, fixed.value)) {
    // A const is no choice: shown as the value it is, and sent.
    return (
      <FieldFrame {...frameProps(props, id, 'trailingOnly')}>
        {(aria) => <input {...aria} readOnly value={optionText(field.options[0]!.label, fixed.value)} className={`${inputClass} border-dashed text-zinc-300`} title="Fixed by the schema (const)" />}
      </FieldFrame>
    );
  }
  return (
    <FieldFrame {...frameProps(props, id, 'trailingOnly')}>
      {(aria) => (
        <select
          {...aria}
          className={`${inputClass} pr-8`}
          value={selected}
          disabled={env.disabled}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === OTHER) return;
            env.onChange(path, choice === UNSET ? (inArray ? null : undefined) : field.options[Number(choice)]?.value);
          }}
          onBlur={() => env.onTouch(path)}
        >
          {showUnset ? <option value={UNSET}>{field.required ? 'Select…' : '— not sent —'}</option> : null}
          {isOther ? (
            <option value={OTHER} disabled>
              {JSON.stringify(value)} (not an option)
            </option>
          ) : null}
          {field.options.map((option, i) => (
            <option key={i} value={String(i)}>
              {optionText(option.label, option.value)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
