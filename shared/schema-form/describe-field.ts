import { isRecord } from '../lib/guards.ts';
import type { Field } from './field.ts';
import { fixedValue } from './fixed-value.ts';
import { jsonTypeNoun } from './json-types.ts';

/** Short type name for a field's badge: "string · uri", "integer", "array of string". */
export function typeLabel(field: Field): string {
  switch (field.kind) {
    case 'string':
      return field.format === undefined ? 'string' : `string · ${field.format}`;
    case 'array':
      return field.item.kind === 'raw' ? 'array' : `array of ${typeLabel(field.item)}`;
    case 'raw':
      return 'JSON';
    case 'union':
      // The choices' own names (page_id | database_id), as the switch offers them.
      return field.variants.map((variant) => variant.label).join(' | ');
    case 'enum':
      return fixedValue(field) === undefined ? 'enum' : 'const';
    default:
      return field.kind;
  }
}

function shortJson(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function range(low: number | undefined, high: number | undefined, unit: string): string | undefined {
  const units = (n: number) => `${unit}${n === 1 ? '' : 's'}`;
  if (low !== undefined && high !== undefined)
    return low === high ? `exactly ${low} ${units(low)}` : `${low}–${high} ${units(high)}`;
  if (low !== undefined) return `at least ${low} ${units(low)}`;
  if (high !== undefined) return `at most ${high} ${units(high)}`;
  return undefined;
}

/**
 * A bound worth showing: not the safe-integer limit (±2^53−1) that Zod
 * writes on every int, which says nothing to a person.
 */
function said(bound: number | undefined): bound is number {
  return bound !== undefined && Math.abs(bound) !== Number.MAX_SAFE_INTEGER;
}

/** The field's constraints as short hints shown beside its help text: "≥ 1", "≤ 10", "default: 3". */
export function constraintHints(field: Field): string[] {
  const c = field.constraints;
  const hints: string[] = [];
  if (said(c.minimum)) hints.push(`≥ ${c.minimum}`);
  if (said(c.exclusiveMinimum)) hints.push(`> ${c.exclusiveMinimum}`);
  if (said(c.maximum)) hints.push(`≤ ${c.maximum}`);
  if (said(c.exclusiveMaximum)) hints.push(`< ${c.exclusiveMaximum}`);
  if (c.multipleOf !== undefined) hints.push(`multiple of ${c.multipleOf}`);
  const chars = range(c.minLength, c.maxLength, 'character');
  if (chars !== undefined && field.kind === 'string') hints.push(chars);
  if (c.pattern !== undefined && field.kind === 'string') hints.push(`pattern ${c.pattern}`);
  const items = range(c.minItems, c.maxItems, 'item');
  if (items !== undefined && field.kind === 'array') hints.push(items);
  if (c.uniqueItems && field.kind === 'array') hints.push('unique');
  if (field.nullable) hints.push('nullable');
  if (field.default !== undefined) hints.push(`default: ${shortJson(field.default.value)}`);
  return hints;
}

function fitsKind(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'enum':
    case 'raw':
    case 'union':
      return true;
  }
}

/**
 * What a value the control cannot hold really is, so the form never hides
 * what will be sent: `"seven" (a string)` in an integer field, `null` where
 * null is not allowed. Undefined when the value fits the control. (An
 * enum's select says "not an option" itself; a raw field shows any JSON.)
 */
export function mismatchNote(field: Field, value: unknown): string | undefined {
  if (value === undefined || field.kind === 'enum' || field.kind === 'raw' || field.kind === 'union') return undefined;
  if (value === null) return field.nullable ? undefined : 'null';
  return fitsKind(field, value) ? undefined : `${shortJson(value)} (${jsonTypeNoun(value)})`;
}
