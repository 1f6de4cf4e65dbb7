import type { BooleanField } from '../../../shared/schema-form/field.ts';
import { checkboxClass } from './form-classes.ts';
import { FieldFrame } from './form-field-frame.tsx';
import type { FieldProps } from './form-field-props.ts';
import { frameProps, isAllowedNull } from './schema-field-shared.tsx';

/** A checkbox; the value it sends is spelled out beside it, since unchecked may mean false or "not sent". */
export function BooleanControl(props: FieldProps<BooleanField>) {
  const { path, value, inArray, env } = props;
  const id = env.idFor(path);
  // Anything else is spelled out by the mismatch note under the checkbox.
  const shownValue = typeof value === 'boolean' || isAllowedNull(props) ? String(value) : null;
  return (
    <FieldFrame {...frameProps(props, id, 'withControls', 'inline')}>
      {(aria) => (
        <span className="flex items-center gap-2 py-1">
          <input
            {...aria}
            type="checkbox"
            className={checkboxClass}
            checked={value === true}
            disabled={env.disabled || isAllowedNull(props)}
            onChange={(event) => env.onChange(path, event.target.checked)}
            onBlur={() => env.onTouch(path)}
          />
          {inArray && shownValue !== null ? (
            <span className="font-mono text-xs text-zinc-500">{shownValue}</span>
          ) : null}
        </span>
      )}
    </FieldFrame>
  );
}
