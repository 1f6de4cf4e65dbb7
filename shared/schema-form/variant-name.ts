import { isRecord } from '../lib/guards.ts';
import { discriminators } from './discriminators.ts';
import type { Field } from './field.ts';
import { stringKeyword } from './json-schema.ts';

/** "#/$defs/PageParent" -> "PageParent". */
function refName(alternative: unknown): string | undefined {
  const ref = isRecord(alternative) ? stringKeyword(alternative, '$ref') : undefined;
  if (ref === undefined) return undefined;
  const name = decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1))
    .replaceAll('~1', '/')
    .replaceAll('~0', '~');
  return name === '' || name === '#' ? undefined : name;
}

/**
 * What a union choice is called, from the alternative it was built of: its
 * title, else its discriminator's value (`type: "page_id"` -> "page_id"),
 * else its required keys, else its $ref name, else its keys ({x, y}).
 * Undefined: the type says it.
 */
export function variantName(alternative: unknown, field: Field): string | undefined {
  const title = (isRecord(alternative) ? stringKeyword(alternative, 'title') : undefined) ?? field.title;
  if (title !== undefined) return title;
  const discriminator = discriminators(field).find((d) => typeof d.value === 'string' || typeof d.value === 'number');
  if (discriminator !== undefined) return String(discriminator.value);
  if (field.kind === 'object') {
    const required = field.fields.filter((child) => child.required).map((child) => child.name);
    if (required.length > 0)
      return required.length > 3 ? `${required.slice(0, 3).join(' + ')} + …` : required.join(' + ');
  }
  const ref = refName(alternative);
  if (ref !== undefined || field.kind !== 'object' || field.fields.length === 0) return ref;
  // Last resort for an object shape: the keys it has, so two shapes differ.
  const names = field.fields.map((child) => child.name);
  return `{${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}}`;
}

/** Labels made unique, in order: a repeat gets " (2)", " (3)"… */
export function distinctLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}
