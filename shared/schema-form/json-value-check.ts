import { isRecord } from '../lib/guards.ts';
import type { JsonSchema } from './json-schema.ts';
import type { Field, Path } from './field.ts';
import { buildFieldAt } from './build-fields.ts';
import { admits, admittedTypes, mustBeMessage } from './json-types.ts';
import { pathKey } from './path.ts';
import { resolveSchema } from './resolve-schema.ts';
import { validateField } from './validate.ts';

/** Deeper than this a value typed as JSON is not followed (a $ref to itself at one level would never end). */
const MAX_DEPTH = 64;

type Errors = Record<string, string>;

function note(errors: Errors, path: Path, message: string): void {
  const key = pathKey(path);
  if (!Object.hasOwn(errors, key)) errors[key] = message;
}

function withoutKeys(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/**
 * Checks a value typed as JSON (a JSON field, the JSON choice of a union, an
 * array item of either) against its schema, as far down as the value goes:
 * what the form can model there is checked as that field would be (types,
 * enums, lengths, limits, required properties, formats), and what it cannot
 * (objects of any keys, tuples, alternatives beside other keywords) by the
 * keywords that say it: properties, required, additionalProperties, items,
 * prefixItems, anyOf and oneOf. Problems are written by path, as the form's.
 */
export function checkJsonValue(
  root: JsonSchema,
  schema: unknown,
  value: unknown,
  path: Path,
  errors: Errors,
  depth = 0,
): void {
  if (depth > MAX_DEPTH) return;
  const reading = readSchema(root, schema);
  // A $ref that cannot be followed says nothing to check against.
  if (reading === undefined) return;
  if (value === null && reading.nullable) return;
  for (const [key, branches] of reading.alternatives) {
    const passes = branches.some((branch) => {
      const found: Errors = {};
      checkJsonValue(root, branch, value, path, found, depth + 1);
      return Object.keys(found).length === 0;
    });
    if (!passes) {
      const types = admittedTypes(root, { [key]: branches });
      note(
        errors,
        path,
        types !== undefined && !admits(types, value) ? mustBeMessage(types) : 'Does not match any of the alternatives',
      );
      return;
    }
  }
  const { field, rest } = reading;
  // A plain field checks all it holds itself, the keys beyond an object's properties included (validateField).
  if (field.kind !== 'raw') return validateField(field, value, path, errors);
  if (field.types !== undefined && !admits(field.types, value)) return note(errors, path, mustBeMessage(field.types));
  if (isRecord(value)) checkObject(root, rest, value, path, errors, depth);
  else if (Array.isArray(value)) checkArray(root, rest, value, path, errors, depth);
}

type SchemaReading = {
  nullable: boolean;
  alternatives: readonly (readonly [string, readonly unknown[]])[];
  rest: JsonSchema;
  field: Field;
};

/** What a schema says, read once per schema object: each keystroke in a JSON field checks the same schemas again. */
const readings = new WeakMap<object, { root: JsonSchema; reading: SchemaReading | undefined }>();

function readSchema(root: JsonSchema, schema: unknown): SchemaReading | undefined {
  const known = isRecord(schema) ? readings.get(schema) : undefined;
  if (known !== undefined && known.root === root) return known.reading;
  const resolved = resolveSchema(root, schema, []);
  let reading: SchemaReading | undefined;
  if (resolved.ok) {
    const own = resolved.schema;
    const alternatives = ['anyOf', 'oneOf'].flatMap((key) => {
      const branches = own[key];
      return Array.isArray(branches) && branches.length > 0 ? [[key, branches] as const] : [];
    });
    const rest = withoutKeys(own, ['anyOf', 'oneOf']);
    // The field's path does not matter: validateField is told where the value is.
    reading = { nullable: resolved.nullable, alternatives, rest, field: buildFieldAt(root, rest, []) };
  }
  if (isRecord(schema)) readings.set(schema, { root, reading });
  return reading;
}

function checkObject(
  root: JsonSchema,
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: Path,
  errors: Errors,
  depth: number,
): void {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required'])
    ? schema['required'].filter((name): name is string => typeof name === 'string')
    : [];
  for (const name of required) if (!Object.hasOwn(value, name)) note(errors, [...path, name], 'Required');
  for (const [name, member] of Object.entries(value)) {
    if (Object.hasOwn(properties, name))
      checkJsonValue(root, properties[name], member, [...path, name], errors, depth + 1);
  }
  checkExtraKeys(root, schema, value, path, errors, depth);
}

/** Keys the schema's properties do not name: refused by additionalProperties: false, checked against a schema there. */
export function checkExtraKeys(
  root: JsonSchema,
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: Path,
  errors: Errors,
  depth = 0,
): void {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const additional = schema['additionalProperties'];
  if (additional === undefined || additional === true) return;
  for (const [name, member] of Object.entries(value)) {
    if (Object.hasOwn(properties, name)) continue;
    if (additional === false) note(errors, [...path, name], 'Not allowed by the schema');
    else checkJsonValue(root, additional, member, [...path, name], errors, depth + 1);
  }
}

function checkArray(
  root: JsonSchema,
  schema: JsonSchema,
  value: readonly unknown[],
  path: Path,
  errors: Errors,
  depth: number,
): void {
  const tuple = Array.isArray(schema['prefixItems'])
    ? schema['prefixItems']
    : Array.isArray(schema['items'])
      ? schema['items']
      : undefined;
  const after =
    tuple === undefined
      ? schema['items']
      : Array.isArray(schema['items'])
        ? schema['additionalItems']
        : schema['items'];
  value.forEach((member, index) => {
    const itemSchema = tuple !== undefined && index < tuple.length ? tuple[index] : after;
    if (itemSchema === undefined || itemSchema === true) return;
    if (itemSchema === false) note(errors, [...path, index], 'Not allowed by the schema');
    else checkJsonValue(root, itemSchema, member, [...path, index], errors, depth + 1);
  });
}
