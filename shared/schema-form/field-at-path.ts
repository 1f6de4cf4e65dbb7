import type { Field, Path } from './field.ts';

/** The field itself, or for a union its first choice of `kind` (a path going into it is going into that choice). */
export function asKind<K extends Field['kind']>(field: Field | undefined, kind: K): Extract<Field, { kind: K }> | undefined {
  if (field?.kind === kind) return field as Extract<Field, { kind: K }>;
  if (field?.kind !== 'union') return undefined;
  return field.variants.find((variant) => variant.field.kind === kind)?.field as Extract<Field, { kind: K }> | undefined;
}

/** The field that describes the value at `path` (array indexes lead to the item template). */
export function fieldAtPath(model: Field, path: Path): Field | undefined {
  let field: Field | undefined = model;
  for (const segment of path) {
    if (field === undefined) return undefined;
    if (typeof segment === 'number') field = asKind(field, 'array')?.item;
    else field = asKind(field, 'object')?.fields.find((f) => f.name === segment);
  }
  return field;
}
