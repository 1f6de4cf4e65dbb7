import type { ReactNode } from 'react';
import { mismatchNote } from '../../../shared/schema-form/describe-field.ts';
import { newItemValue } from '../../../shared/schema-form/initial-value.ts';
import type { FieldProps } from './form-field-props.ts';
import { FormNullToggle } from './form-null-toggle.tsx';

/** The "null" toggle of a nullable field followed by `trailing` (an item's Remove button). */
export function fieldAside({ field, path, value, inArray, env }: FieldProps, trailing: ReactNode): ReactNode {
  if (!field.nullable) return trailing;
  return (
    <>
      <FormNullToggle
        checked={value === null}
        disabled={env.disabled}
        onChange={(checked) => env.onChange(path, checked ? null : inArray ? newItemValue(field) : undefined)}
      />
      {trailing}
    </>
  );
}

export function frameLayout(inArray: boolean, otherwise: 'stacked' | 'inline' = 'stacked'): 'stacked' | 'inline' | 'item' {
  return inArray ? 'item' : otherwise;
}

/**
 * The frame props every scalar control passes the same way. `withControls`
 * adds the "null" toggle of a nullable field before `trailing`.
 */
export function frameProps(props: FieldProps, id: string, aside: 'withControls' | 'trailingOnly', otherwise: 'stacked' | 'inline' = 'stacked') {
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
    aside: aside === 'withControls' ? fieldAside(props, props.trailing) : props.trailing,
    switcher: props.switcher,
  };
}

/** A null the field allows stands for itself: the control is greyed out until "null" is unticked. */
export function isAllowedNull(props: FieldProps): boolean {
  return props.value === null && props.field.nullable;
}
