import type { ReactNode } from 'react';
import { mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { newItemValue } from '../../../shared/schema-form/initial-value.ts';
import type { FieldProps } from './form-field-props.ts';
import { FormDontSend } from './form-dont-send.tsx';
import { FormNullToggle } from './form-null-toggle.tsx';

/** An optional property that is sent can be left out again; a required one or an array item cannot. */
export function canLeaveOut({ field, value, inArray }: FieldProps): boolean {
  return !inArray && !field.required && value !== undefined;
}

/**
 * The "null" toggle of a nullable field (unless `withNull` is false: the
 * control offers null itself), "Don't send" while an optional field is
 * sent, then `trailing` (an item's Remove button).
 */
export function fieldAside(props: FieldProps, trailing: ReactNode, withNull = true): ReactNode {
  const { field, path, value, inArray, env } = props;
  const nullToggle = withNull && field.nullable;
  const leaveOut = canLeaveOut(props);
  if (!nullToggle && !leaveOut) return trailing;
  return (
    <>
      {nullToggle ? (
        <FormNullToggle
          checked={value === null}
          disabled={env.disabled}
          onChange={(checked) => env.onChange(path, checked ? null : inArray ? newItemValue(field) : undefined)}
        />
      ) : null}
      {leaveOut ? (
        <FormDontSend
          name={`${props.labelPrefix ?? ''}${props.labelText}`}
          disabled={env.disabled}
          onClick={() => env.onChange(path, undefined)}
        />
      ) : null}
      {trailing}
    </>
  );
}

export function frameLayout(
  inArray: boolean,
  otherwise: 'stacked' | 'inline' = 'stacked',
): 'stacked' | 'inline' | 'item' {
  return inArray ? 'item' : otherwise;
}

/**
 * The frame props every scalar control passes the same way. `withControls`
 * adds the "null" toggle of a nullable field before `trailing`; either way
 * an optional field that is sent gets "Don't send".
 */
export function frameProps(
  props: FieldProps,
  id: string,
  aside: 'withControls' | 'trailingOnly',
  otherwise: 'stacked' | 'inline' = 'stacked',
) {
  const { field, path, value, inArray, env } = props;
  return {
    field,
    id,
    labelText: props.labelText,
    labelPrefix: props.labelPrefix,
    error: env.errorFor(path),
    notSent: !inArray && value === undefined,
    mismatch: mismatchNote(field, value),
    layout: frameLayout(inArray, otherwise),
    aside: fieldAside(props, props.trailing, aside === 'withControls'),
    switcher: props.switcher,
  };
}

/** A null the field allows stands for itself: the control is greyed out until "null" is unticked. */
export function isAllowedNull(props: FieldProps): boolean {
  return props.value === null && props.field.nullable;
}
