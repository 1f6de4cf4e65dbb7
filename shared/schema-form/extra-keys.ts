import { isRecord } from '../lib/guards.ts';
import type { ObjectField } from './field.ts';

/** Keys of an object value that its schema does not describe, in the value's order; they are sent all the same. */
export function extraKeys(field: ObjectField, value: unknown): string[] {
  if (!isRecord(value)) return [];
  const described = new Set(field.fields.map((child) => child.name));
  return Object.keys(value).filter((key) => !described.has(key));
}
