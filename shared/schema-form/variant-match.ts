import { isRecord } from '../lib/guards.ts';
import type { Field, UnionField } from './field.ts';
import { discriminators } from './discriminators.ts';
import { jsonEqual } from './json-equal.ts';
import { fitsField } from './union-value.ts';
import { validateField } from './validate.ts';

/** The value names this choice's discriminator; `false` when it names another value for it. */
function discriminatorSays(field: Field, value: Record<string, unknown>): boolean | undefined {
  const named = discriminators(field).filter((d) => Object.hasOwn(value, d.name));
  if (named.length === 0) return undefined;
  return named.every((d) => jsonEqual(value[d.name], d.value));
}

function validates(field: Field, value: unknown): boolean {
  const errors: Record<string, string> = {};
  validateField(field, value, [], errors);
  return Object.keys(errors).length === 0;
}

/**
 * The choice a value (loaded from JSON, say) belongs to: the one its
 * discriminator names, else the first it validates against; -1 for none.
 * The JSON choice is never a match: it takes anything.
 */
export function matchVariant(field: UnionField, value: unknown): number {
  if (value === undefined) return -1;
  const modelled = (i: number) => field.variants[i]!.field.kind !== 'raw';
  if (isRecord(value)) {
    const named = field.variants.findIndex(
      (variant, i) => modelled(i) && discriminatorSays(variant.field, value) === true,
    );
    if (named !== -1) return named;
  }
  return field.variants.findIndex((variant, i) => modelled(i) && validates(variant.field, value));
}

/**
 * Which choice shows `value`. The person's pick (`preferred`) holds while
 * the value is of its type and does not name another choice's
 * discriminator; without a pick, the choice the value matches; else the
 * first whose type it is, else the JSON choice. An absent value or null
 * keeps the pick.
 */
export function variantIndex(field: UnionField, value: unknown, preferred?: number): number {
  const pick = preferred !== undefined && field.variants[preferred] !== undefined ? preferred : undefined;
  if (value === undefined || value === null) return pick ?? 0;
  const picked = pick === undefined ? undefined : field.variants[pick]!.field;
  if (
    pick !== undefined &&
    picked !== undefined &&
    fitsField(picked, value) &&
    !(isRecord(value) && discriminatorSays(picked, value) === false)
  )
    return pick;
  const matched = matchVariant(field, value);
  if (matched !== -1) return matched;
  const fitting = field.variants.findIndex(
    (variant) => variant.field.kind !== 'raw' && fitsField(variant.field, value),
  );
  if (fitting !== -1) return fitting;
  const json = field.variants.findIndex((variant) => variant.field.kind === 'raw');
  return json !== -1 ? json : (pick ?? 0);
}
