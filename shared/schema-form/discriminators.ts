import type { Field } from './field.ts';

/** A property whose one allowed value tells a variant apart (`type: {const: "page_id"}`). */
export type Discriminator = { name: string; value: unknown };

/** The properties of an object choice that allow exactly one value (a `const`, or an `enum` of one). */
export function discriminators(field: Field): Discriminator[] {
  if (field.kind !== 'object') return [];
  return field.fields.flatMap((child) =>
    child.kind === 'enum' && child.options.length === 1 && child.options[0]!.value !== null
      ? [{ name: child.name, value: child.options[0]!.value }]
      : [],
  );
}
