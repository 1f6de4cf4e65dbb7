import { isRecord } from '../lib/guards.ts';
import { schemaTypes } from './json-schema.ts';
import type { JsonSchema } from './json-schema.ts';
import { resolveSchema } from './resolve-schema.ts';

const JSON_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
const MAX_DEPTH = 8;

/** The JSON type of a value as JSON Schema names it; whole numbers are "integer". */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value is of one of `types` ("number" takes integers too). */
export function admits(types: readonly string[], value: unknown): boolean {
  const type = jsonTypeOf(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/**
 * The JSON types a schema admits, when plain to see: its `type`, the types
 * of its enum or const values, the union over anyOf/oneOf branches.
 * Undefined when any value may do, or it is not clear (a $ref it cannot
 * follow, an unknown type name).
 */
export function admittedTypes(
  root: JsonSchema,
  input: unknown,
  refStack: readonly string[] = [],
  depth = 0,
): string[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const resolved = resolveSchema(root, input, refStack);
  if (!resolved.ok) return undefined;
  const { schema } = resolved;
  const nullable = resolved.nullable ? ['null'] : [];
  const withNull = (types: string[]) => [...new Set([...types, ...nullable])];

  const values = Array.isArray(schema['enum'])
    ? schema['enum']
    : Object.hasOwn(schema, 'const')
      ? [schema['const']]
      : undefined;
  if (values !== undefined) return withNull(values.map(jsonTypeOf));

  const types = schemaTypes(schema);
  if (types.length > 0) return types.every((type) => JSON_TYPES.has(type)) ? withNull(types) : undefined;

  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const union: string[] = [];
    for (const branch of branches) {
      const branchTypes = admittedTypes(root, branch, resolved.refStack, depth + 1);
      if (branchTypes === undefined) return undefined;
      union.push(...branchTypes);
    }
    return withNull(union);
  }
  if (isRecord(schema['properties'])) return withNull(['object']);
  if ('items' in schema || 'prefixItems' in schema) return withNull(['array']);
  return undefined;
}

const NOUNS: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  null: 'null',
};

/** "a string", "an object", "true or false", "null": what the value is, as a note says it. */
export function jsonTypeNoun(value: unknown): string {
  const type = jsonTypeOf(value);
  // A whole number is a number to the reader; "integer" only matters when the schema asks for one.
  if (type === 'integer') return 'a number';
  if (type === 'boolean') return 'a boolean';
  return NOUNS[type] ?? type;
}

/** "Must be an object", "Must be a string or null". */
export function mustBeMessage(types: readonly string[]): string {
  const unique = [...new Set(types.includes('number') ? types.filter((t) => t !== 'integer') : types)];
  const noun = (type: string) => (type === 'boolean' && unique.length > 1 ? 'a boolean' : (NOUNS[type] ?? type));
  return `Must be ${unique.map(noun).join(' or ')}`;
}
