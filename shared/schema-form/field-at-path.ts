import type { Field, Path } from './field.ts';
import { getAtPath } from './path.ts';
import { matchVariant } from './variant-match.ts';

/** The field itself, or for a union its first choice of `kind` (a path going into it is going into that choice). */
export function asKind<K extends Field['kind']>(
  field: Field | undefined,
  kind: K,
): Extract<Field, { kind: K }> | undefined {
  if (field?.kind === kind) return field as Extract<Field, { kind: K }>;
  if (field?.kind !== 'union') return undefined;
  return field.variants.find((variant) => variant.field.kind === kind)?.field as
    | Extract<Field, { kind: K }>
    | undefined;
}

/**
 * The union's choice a path goes into by `segment`: the one the value
 * matches, else the first object choice that has that property (a property
 * may live in any variant, not only the first object one), else an array
 * choice for an index.
 */
function into(field: Field | undefined, segment: string | number, value: unknown): Field | undefined {
  if (field?.kind !== 'union') return field;
  const matched = field.variants[matchVariant(field, value)]?.field;
  const fits = (candidate: Field | undefined) =>
    typeof segment === 'number'
      ? candidate?.kind === 'array'
      : candidate?.kind === 'object' && candidate.fields.some((f) => f.name === segment);
  if (fits(matched)) return matched;
  return field.variants.find((variant) => fits(variant.field))?.field ?? field;
}

/**
 * The field that describes the value at `path` (array indexes lead to the
 * item template). `values`, the whole arguments, picks the union choice a
 * path goes through where several could.
 */
export function fieldAtPath(model: Field, path: Path, values?: unknown): Field | undefined {
  let field: Field | undefined = model;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    if (field === undefined) return undefined;
    field = into(field, segment, values === undefined ? undefined : getAtPath(values, path.slice(0, i)));
    if (typeof segment === 'number') field = asKind(field, 'array')?.item;
    else field = asKind(field, 'object')?.fields.find((f) => f.name === segment);
  }
  return field;
}
