import type { EnumField, Field } from './field.ts';
import { stableJson } from './json-equal.ts';

/**
 * What a text or number control's text means as a value. An emptied control
 * removes an optional property (undefined) rather than sending "" — except
 * inside an array, where an element has to stay (a string item is "", a
 * number item null). Text that is not a number stays text, so validation can
 * say "Must be a number" instead of the input silently vanishing.
 */
export function textToValue(field: Field, text: string, inArray: boolean): unknown {
  if (field.kind === 'number' || field.kind === 'integer') {
    const trimmed = text.trim();
    if (trimmed === '') return inArray ? null : undefined;
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : text;
  }
  if (text === '') return inArray ? '' : undefined;
  return text;
}

/** The text a control shows for a value. */
export function valueToText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Index of `value` among the enum's options, -1 when it is none of them.
 * A string, number, boolean or null is compared with ===, which for JSON
 * values is equality: a million options are then a quick scan, where
 * serializing each one (as an object or array must be) took seconds.
 */
export function enumIndex(field: EnumField, value: unknown): number {
  if (value === undefined) return -1;
  const options = field.options;
  if (value === null || typeof value !== 'object') {
    for (let index = 0; index < options.length; index++) if (options[index]!.value === value) return index;
    return -1;
  }
  const text = stableJson(value);
  return options.findIndex(
    (option) => typeof option.value === 'object' && option.value !== null && stableJson(option.value) === text,
  );
}
