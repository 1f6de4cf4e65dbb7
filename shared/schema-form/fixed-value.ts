import type { Field } from './field.ts';

/**
 * The one value a field allows (a `const`, or an `enum` of one non-null
 * value): shown filled in and sent by default, never asked for.
 */
export function fixedValue(field: Field): { value: unknown } | undefined {
  if (field.kind !== 'enum' || field.options.length !== 1 || field.nullable) return undefined;
  const only = field.options[0]!.value;
  return only === null ? undefined : { value: only };
}
