import { numberKeyword, stringKeyword } from './json-schema.ts';
import type { JsonSchema } from './json-schema.ts';
import type { Constraints } from './field.ts';

/** The validation keywords the form checks, read leniently from one (resolved) schema. */
export function readConstraints(schema: JsonSchema): Constraints {
  const constraints: Constraints = {};
  const minimum = numberKeyword(schema, 'minimum');
  const maximum = numberKeyword(schema, 'maximum');
  // Draft-04 style: exclusiveMinimum: true turns `minimum` exclusive.
  if (schema['exclusiveMinimum'] === true && minimum !== undefined) constraints.exclusiveMinimum = minimum;
  else if (minimum !== undefined) constraints.minimum = minimum;
  if (schema['exclusiveMaximum'] === true && maximum !== undefined) constraints.exclusiveMaximum = maximum;
  else if (maximum !== undefined) constraints.maximum = maximum;
  const exclusiveMinimum = numberKeyword(schema, 'exclusiveMinimum');
  const exclusiveMaximum = numberKeyword(schema, 'exclusiveMaximum');
  if (exclusiveMinimum !== undefined) constraints.exclusiveMinimum = exclusiveMinimum;
  if (exclusiveMaximum !== undefined) constraints.exclusiveMaximum = exclusiveMaximum;
  const multipleOf = numberKeyword(schema, 'multipleOf');
  if (multipleOf !== undefined && multipleOf > 0) constraints.multipleOf = multipleOf;

  for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    const value = numberKeyword(schema, key);
    if (value !== undefined && value >= 0) constraints[key] = value;
  }
  const pattern = stringKeyword(schema, 'pattern');
  if (pattern !== undefined) constraints.pattern = pattern;
  const format = stringKeyword(schema, 'format');
  if (format !== undefined) constraints.format = format;
  if (schema['uniqueItems'] === true) constraints.uniqueItems = true;
  const enumValues = schema['enum'];
  if (Array.isArray(enumValues)) constraints.enum = enumValues;
  if (Object.hasOwn(schema, 'const')) constraints.const = { value: schema['const'] };
  return constraints;
}
