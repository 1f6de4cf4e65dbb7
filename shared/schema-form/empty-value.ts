import { isRecord } from '../lib/guards.ts';
import { numberKeyword, schemaTypes } from './json-schema.ts';
import type { JsonSchema } from './json-schema.ts';
import { resolveSchema } from './resolve-schema.ts';

const MAX_DEPTH = 6;

/**
 * The plainest value a schema accepts, for a new array item the form can
 * only edit as JSON (a recursive $ref, a union): its default, const or
 * first enum value, else the empty value of its first type, with the
 * required properties of an object filled in the same way. null only when
 * nothing better is known.
 */
export function emptyValueOf(root: JsonSchema, input: unknown, refStack: readonly string[] = [], depth = 0): unknown {
  const resolved = resolveSchema(root, input, refStack);
  if (!resolved.ok || depth > MAX_DEPTH) return null;
  const { schema } = resolved;
  if (Object.hasOwn(schema, 'default') && schema['default'] !== undefined) return structuredClone(schema['default']);
  if (Object.hasOwn(schema, 'const')) return schema['const'];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0)
      return emptyValueOf(root, branches[0], resolved.refStack, depth + 1);
  }
  const types = schemaTypes(schema).filter((type) => type !== 'null');
  const type = types[0] ?? (isRecord(schema['properties']) ? 'object' : 'items' in schema ? 'array' : undefined);
  switch (type) {
    case 'object':
      return emptyObject(root, schema, resolved.refStack, depth);
    case 'array':
      return [];
    case 'string':
      return '';
    case 'number':
    case 'integer': {
      const minimum = numberKeyword(schema, 'minimum');
      const exclusive = numberKeyword(schema, 'exclusiveMinimum');
      if (minimum !== undefined) return schema['exclusiveMinimum'] === true ? minimum + 1 : minimum;
      if (exclusive !== undefined) return type === 'integer' ? Math.floor(exclusive) + 1 : exclusive + 1;
      return 0;
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

function emptyObject(
  root: JsonSchema,
  schema: JsonSchema,
  refStack: readonly string[],
  depth: number,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required'])
    ? schema['required'].filter((name): name is string => typeof name === 'string')
    : [];
  for (const name of required) {
    const child = Object.hasOwn(properties, name) ? emptyValueOf(root, properties[name], refStack, depth + 1) : null;
    // defineProperty, not assignment: a property named "__proto__" stays a plain key.
    Object.defineProperty(value, name, { value: child, enumerable: true, writable: true, configurable: true });
  }
  return value;
}
