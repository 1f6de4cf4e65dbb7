import type { Field, RawField, UnionVariant } from './field.ts';
import { typeLabel } from './describe-field.ts';
import { distinctLabels } from './variant-name.ts';

const COMPOUND = new Set<Field['kind']>(['object', 'array', 'union']);

/** `name`: what the alternative is called (see variantName); its type when absent. */
export type Branch = { field: Field; name?: string | undefined };

/**
 * The choices of a union field from its alternatives, built as fields at the
 * union's place. Alternatives the form cannot model, or ones it can model
 * but not tell apart by type (two object shapes), add a last choice: the
 * JSON text editor (`json`). Undefined when no alternative can be modelled:
 * the union stays a JSON field.
 */
export function unionVariants(branches: readonly Branch[], json: RawField): UnionVariant[] | undefined {
  const modelled = branches.filter((branch) => branch.field.kind !== 'raw');
  if (modelled.length === 0) return undefined;
  const kinds = modelled.map((branch) => branch.field.kind);
  const complicated =
    modelled.length < branches.length || kinds.some((kind) => COMPOUND.has(kind)) || new Set(kinds).size < kinds.length;
  const labels = distinctLabels(modelled.map((branch) => branch.name ?? typeLabel(branch.field)));
  const variants = modelled.map((branch, i) => ({ label: labels[i]!, field: branch.field }));
  return complicated ? [...variants, { label: 'JSON', field: json }] : variants;
}
