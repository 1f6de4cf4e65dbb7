import type { Field, Path } from './field.ts';

/** The field that describes the value at `path` (array indexes lead to the item template). */
export function fieldAtPath(model: Field, path: Path): Field | undefined {
  let field: Field | undefined = model;
  for (const segment of path) {
    if (field === undefined) return undefined;
    if (typeof segment === 'number') field = field.kind === 'array' ? field.item : undefined;
    else field = field.kind === 'object' ? field.fields.find((f) => f.name === segment) : undefined;
  }
  return field;
}
