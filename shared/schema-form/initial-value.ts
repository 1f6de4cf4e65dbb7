import type { Field } from './field.ts';
import { fixedValue } from './fixed-value.ts';

/**
 * What the form starts with: defaults (nested too), required objects,
 * arrays and booleans in their empty state, consts. Optional fields without a
 * default stay out, so they are not sent as "" or null.
 */
export function initialArguments(model: Field): Record<string, unknown> {
  const value = initialValue(model, true);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Initial value of one field; `present` says the value must exist (required, or an array item). */
export function initialValue(field: Field, present = field.required): unknown {
  if (field.default !== undefined) return structuredClone(field.default.value);
  switch (field.kind) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const child of field.fields) {
        const childValue = initialValue(child);
        // defineProperty, not assignment: a property named "__proto__" stays a plain key.
        if (childValue !== undefined)
          Object.defineProperty(value, child.name, {
            value: childValue,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      if (present) return value;
      // An optional object is pre-filled only when its nested defaults make a complete, valid start.
      const complete = field.fields.every((child) => !child.required || Object.hasOwn(value, child.name));
      return complete && hasNestedDefault(field) ? value : undefined;
    }
    case 'array':
      return present ? [] : undefined;
    case 'boolean':
      return present ? false : undefined;
    case 'union':
      return field.variants[0] === undefined ? undefined : initialValue(field.variants[0].field, present);
    case 'enum':
      // A const (`type: "workspace"`) is filled in: there is nothing to choose.
      return structuredClone(fixedValue(field)?.value);
    default:
      return undefined;
  }
}

function hasNestedDefault(field: Field): boolean {
  if (field.kind !== 'object') return false;
  return field.fields.some((child) => child.default !== undefined || hasNestedDefault(child));
}

/** The value a new array item starts with ("Add item"): JSON has no "unset" element. */
export function newItemValue(item: Field): unknown {
  if (item.default !== undefined) return structuredClone(item.default.value);
  switch (item.kind) {
    case 'string':
      return '';
    case 'number':
    case 'integer': {
      const { minimum, exclusiveMinimum } = item.constraints;
      if (minimum !== undefined) return minimum;
      if (exclusiveMinimum !== undefined)
        return item.kind === 'integer' ? Math.floor(exclusiveMinimum) + 1 : exclusiveMinimum + 1;
      return 0;
    }
    case 'boolean':
      return false;
    case 'enum':
      return item.options[0]?.value ?? null;
    case 'object':
    case 'array':
      return initialValue(item, true);
    case 'raw':
      return structuredClone(item.emptyValue);
    case 'union':
      return item.variants[0] === undefined ? null : newItemValue(item.variants[0].field);
  }
}
