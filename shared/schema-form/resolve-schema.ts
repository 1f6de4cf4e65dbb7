import { isRecord } from '../lib/guards.ts';
import { schemaTypes } from './json-schema.ts';
import type { JsonSchema } from './json-schema.ts';

export type ResolvedSchema =
  | {
      ok: true;
      schema: JsonSchema;
      nullable: boolean;
      /** $refs expanded on the way from the root to here; a repeat is a cycle. */
      refStack: readonly string[];
    }
  | {
      ok: false;
      reason: string;
      schema: JsonSchema;
      refStack: readonly string[];
      /** The $ref is one already being expanded: resolved afresh, it would go one level deeper. */
      recursive?: true;
    };

const MAX_REF_HOPS = 32;

/** Target of a same-document $ref ("#", "#/$defs/x", "#/definitions/x", any JSON pointer). */
export function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return findAnchor(root, pointer);
  let current: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isRecord(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  if (current === true) return {};
  return isRecord(current) ? current : undefined;
}

/** "#name" refers to a schema carrying `$anchor: "name"` (2020-12) or `$id: "#name"` (draft-07). */
function findAnchor(root: JsonSchema, anchor: string): JsonSchema | undefined {
  for (const container of [root['$defs'], root['definitions']]) {
    if (!isRecord(container)) continue;
    for (const candidate of Object.values(container)) {
      if (isRecord(candidate) && (candidate['$anchor'] === anchor || candidate['$id'] === `#${anchor}`))
        return candidate;
    }
  }
  return undefined;
}

function withoutKeys(schema: JsonSchema, keys: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...schema };
  for (const key of keys) delete copy[key];
  return copy;
}

const CONDITIONAL_KEYS = ['if', 'then', 'else'];

/**
 * Merge of allOf members: properties and dependentRequired joined, required
 * unioned, later scalar keywords win. Each member's if/then/else stays a
 * whole, in an `allOf` of conditionals, so none overrides another.
 */
function mergeSchemas(parts: readonly JsonSchema[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const conditionals: JsonSchema[] = [];
  for (const part of parts) {
    if (Object.hasOwn(part, 'if'))
      conditionals.push(
        Object.fromEntries(CONDITIONAL_KEYS.filter((k) => Object.hasOwn(part, k)).map((k) => [k, part[k]])),
      );
    for (const [key, value] of Object.entries(part)) {
      if (CONDITIONAL_KEYS.includes(key)) continue;
      if (key === 'allOf' && Array.isArray(value)) {
        // Only a member's own conditionals are left in it once it is resolved.
        conditionals.push(...value.filter(isRecord));
        continue;
      }
      if ((key === 'properties' || key === 'dependentRequired') && isRecord(value) && isRecord(merged[key])) {
        merged[key] = { ...merged[key], ...value };
      } else if (key === 'required' && Array.isArray(value) && Array.isArray(merged['required'])) {
        merged['required'] = [...new Set([...(merged['required'] as unknown[]), ...value])];
      } else {
        merged[key] = value;
      }
    }
  }
  if (conditionals.length > 0) merged['allOf'] = conditionals;
  return merged;
}

function isNullSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  const types = schemaTypes(schema);
  return (
    (types.length === 1 && types[0] === 'null') ||
    (Object.hasOwn(schema, 'const') && schema['const'] === null && types.length === 0)
  );
}

/**
 * Expands what the form does not care to see: $ref chains (siblings of $ref
 * override the target, as 2020-12 allows), allOf (merged), and the ways of
 * saying "or null": type arrays, OpenAPI `nullable`, and anyOf/oneOf with a
 * {type: "null"} branch (pydantic's Optional[X]).
 */
export function resolveSchema(root: JsonSchema, input: unknown, refStack: readonly string[] = []): ResolvedSchema {
  if (input === true || input === undefined) return { ok: true, schema: {}, nullable: false, refStack };
  if (!isRecord(input)) return { ok: false, reason: 'Schema is not an object', schema: {}, refStack };
  let schema: JsonSchema = input;
  let stack = refStack;
  let nullable = false;

  for (let hop = 0; typeof schema['$ref'] === 'string'; hop++) {
    const ref = schema['$ref'];
    if (stack.includes(ref) || hop > MAX_REF_HOPS)
      return { ok: false, reason: `Recursive schema (${ref})`, schema, refStack: stack, recursive: true };
    const target = resolveRef(root, ref);
    if (target === undefined) return { ok: false, reason: `Cannot resolve $ref ${ref}`, schema, refStack: stack };
    stack = [...stack, ref];
    schema = { ...target, ...withoutKeys(schema, ['$ref']) };
  }

  const allOf = schema['allOf'];
  if (Array.isArray(allOf)) {
    const parts: JsonSchema[] = [];
    for (const member of allOf) {
      const resolved = resolveSchema(root, member, stack);
      if (!resolved.ok) return { ...resolved, schema };
      stack = resolved.refStack;
      nullable ||= resolved.nullable;
      parts.push(resolved.schema);
    }
    schema = mergeSchemas([...parts, withoutKeys(schema, ['allOf'])]);
  }

  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches) || !branches.some(isNullSchema)) continue;
    const rest = branches.filter((branch) => !isNullSchema(branch));
    nullable = true;
    if (rest.length === 1) {
      const inner = resolveSchema(root, rest[0], stack);
      if (!inner.ok) return { ...inner, schema };
      stack = inner.refStack;
      // The outer schema's annotations (title, description, default) describe the field.
      schema = { ...inner.schema, ...withoutKeys(schema, [key]) };
    } else {
      schema = { ...withoutKeys(schema, [key]), [key]: rest };
    }
  }

  const types = schemaTypes(schema);
  if (types.includes('null') && types.length > 1) {
    nullable = true;
    const rest = types.filter((t) => t !== 'null');
    schema = { ...schema, type: rest.length === 1 ? rest[0] : rest };
  }
  if (schema['nullable'] === true) nullable = true;

  return { ok: true, schema, nullable, refStack: stack };
}
