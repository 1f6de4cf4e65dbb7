import type { EnumField } from '../../../shared/schema-form/field.ts';
import { fixedValue } from '../../../shared/schema-form/fixed-value.ts';
import { enumIndex } from '../../../shared/schema-form/input-value.ts';
import { ENUM_SELECT_MAX, enumOptionText } from '../../../shared/schema-form/enum-search.ts';
import { jsonEqual } from '../../../shared/schema-form/json-equal.ts';
import { inputClass } from './form-classes.ts';
import { FormEnumSearch } from './form-enum-search.tsx';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps } from './schema-field-shared.tsx';

const UNSET = '';
const OTHER = 'other';

/**
 * A select over the enum's options; above {@link ENUM_SELECT_MAX} of them, a
 * search box over them instead (a select draws every option). A value from
 * the JSON editor that is none of them is shown as such (and flagged by
 * validation) rather than hidden.
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
        {(aria) => (
          <input
            {...aria}
            readOnly
            value={enumOptionText(field.options[0]!)}
            className={`${inputClass} border-dashed text-zinc-300`}
            title="Fixed by the schema (const)"
          />
        )}
      </FieldFrame>
    );
  }
  const choose = (choice: number | 'unset') =>
    env.onChange(path, choice === 'unset' ? (inArray ? null : undefined) : field.options[choice]?.value);
  if (field.options.length > ENUM_SELECT_MAX) {
    return (
      <FieldFrame {...frameProps(props, id, 'trailingOnly')}>
        {(aria) => (
          <FormEnumSearch
            aria={aria}
            options={field.options}
            chosenText={
              index >= 0
                ? enumOptionText(field.options[index]!)
                : isOther
                  ? `${JSON.stringify(value)} (not an option)`
                  : ''
            }
            unsetText={showUnset && !field.required ? '— not sent —' : undefined}
            placeholder={`Search ${field.options.length.toLocaleString('en-US')} options…`}
            disabled={env.disabled}
            onChoose={choose}
            onBlur={() => env.onTouch(path)}
          />
        )}
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
            choose(choice === UNSET ? 'unset' : Number(choice));
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
              {enumOptionText(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
