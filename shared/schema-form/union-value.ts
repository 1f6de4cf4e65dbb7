import { isRecord } from '../lib/guards.ts';
import type { Field, ObjectField } from './field.ts';
import { fixedValue } from './fixed-value.ts';
import { initialValue, newItemValue } from './initial-value.ts';
import { jsonEqual } from './json-equal.ts';

/** Whether `value` is of the type `field` edits (a raw or union field takes anything). */
export function fitsField(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return field.options.some((option) => jsonEqual(option.value, value));
    case 'object':
      return isRecord(value);
    case 'array':
      return Array.isArray(value);
    case 'raw':
    case 'union':
      return true;
  }
}

/**
 * An object switched to another object shape: the keys that shape knows are
 * kept, its own starting values (consts such as `type: "page_id"`, required
 * parts) filled in, a discriminator set to the new choice's.
 */
function reshaped(value: Record<string, unknown>, target: ObjectField): Record<string, unknown> {
  const start = initialValue(target, true);
  const result: Record<string, unknown> = isRecord(start) ? { ...start } : {};
  for (const child of target.fields) {
    if (!Object.hasOwn(value, child.name)) continue;
    const fixed = fixedValue(child);
    if (fixed !== undefined && !jsonEqual(fixed.value, value[child.name])) continue;
    Object.defineProperty(result, child.name, {
      value: value[child.name],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

function toNumber(value: unknown, integer: boolean): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(number)) return undefined;
  return integer ? (Number.isInteger(number) ? number : undefined) : number;
}

function converted(value: unknown, target: Field): unknown {
  switch (target.kind) {
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    case 'number':
    case 'integer':
      return toNumber(value, target.kind === 'integer');
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'enum':
      return target.options.find((option) => jsonEqual(option.value, value) || option.label === String(value))?.value;
    default:
      return undefined;
  }
}

/**
 * The value after switching to the choice `target`: kept when it is of that
 * type (JSON takes anything), converted where that is plain ("7" ↔ 7,
 * "true" ↔ true), otherwise left out, or the choice's empty value where the
 * value must be present (`present`: required, or an array item).
 */
export function valueForVariant(value: unknown, target: Field, present: boolean): unknown {
  if (value === null && target.nullable) return null;
  if (target.kind === 'object' && isRecord(value)) return reshaped(value, target);
  if (value !== undefined && value !== null && fitsField(target, value)) return value;
  const next = value === undefined || value === null ? undefined : converted(value, target);
  if (next !== undefined) return next;
  return present ? newItemValue(target) : undefined;
}
