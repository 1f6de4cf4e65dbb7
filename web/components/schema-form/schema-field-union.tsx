import { useState } from 'react';
import type { UnionField } from '../../../shared/schema-form/field.ts';
import { valueForVariant } from '../../../shared/schema-form/union-value.ts';
import { variantIndex } from '../../../shared/schema-form/variant-match.ts';
import type { FieldProps } from './form-field-props.ts';
import { SchemaField } from './schema-field.tsx';

/**
 * A value of one of several types: a switch picks which type's control is
 * shown ("Type of flag": boolean | string), and the value converts where it
 * can. The value decides when it is of another choice's type (typed as
 * JSON, say); otherwise the person's pick holds.
 */
export function UnionControl(props: FieldProps<UnionField>) {
  const { field, path, value, inArray, env } = props;
  // No pick yet: the value decides (its discriminator, or the first choice it is valid for).
  const [preferred, setPreferred] = useState<number | undefined>(undefined);
  const index = variantIndex(field, value, preferred);
  const variant = field.variants[index] ?? field.variants[0];
  if (variant === undefined) return null;
  const name = `${props.labelPrefix ?? ''}${props.labelText}`;
  const switcher = (
    <select
      aria-label={`Type of ${name}`}
      value={index}
      disabled={env.disabled}
      onChange={(event) => {
        const next = Number(event.target.value);
        const target = field.variants[next];
        if (target === undefined) return;
        setPreferred(next);
        const converted = valueForVariant(value, target.field, field.required || inArray);
        if (!Object.is(converted, value)) env.onChange(path, converted);
      }}
      className="shrink-0 rounded border border-zinc-800 bg-zinc-950 px-1 font-mono text-[11px] leading-4 text-zinc-400 hover:border-zinc-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:opacity-50"
    >
      {field.variants.map((choice, i) => (
        <option key={i} value={i}>
          {choice.label}
        </option>
      ))}
    </select>
  );
  // The union's own title and default describe whichever type is shown.
  const shown = {
    ...variant.field,
    ...(field.title !== undefined ? { title: field.title } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
  };
  return <SchemaField {...props} field={shown} switcher={switcher} />;
}
