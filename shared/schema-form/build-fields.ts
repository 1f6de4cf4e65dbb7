import { isRecord } from '../lib/guards.ts';
import { schemaTypes, stringKeyword } from './json-schema.ts';
import type { JsonSchema } from './json-schema.ts';
import { ITEM_INDEX } from './field.ts';
import type { EnumOption, Field, FormModel, Path, RawField } from './field.ts';
import { readConstraints } from './constraints.ts';
import { resolveSchema } from './resolve-schema.ts';
import { emptyValueOf } from './empty-value.ts';
import { admittedTypes } from './json-types.ts';
import { unionVariants } from './union-variants.ts';
import { variantName } from './variant-name.ts';

const MAX_DEPTH = 12;
/** Strings that may hold this much or more get a textarea. */
const MULTILINE_MIN_LENGTH = 256;

type Place = { name: string; path: Path; required: boolean; refStack: readonly string[]; depth: number };

/**
 * The field model of a tool's inputSchema. Never throws: whatever the form
 * cannot model becomes a `raw` field edited as JSON. The root is an object
 * field (even without `properties`) unless the schema is plainly not one.
 */
export function buildFormModel(inputSchema: unknown): FormModel {
  const root: JsonSchema = isRecord(inputSchema) ? inputSchema : {};
  const place: Place = { name: '', path: [], required: true, refStack: ['#'], depth: 0 };
  const resolved = resolveSchema(root, root, place.refStack);
  const schema = resolved.schema;
  const types = schemaTypes(schema);
  const looksLikeObject =
    types.includes('object') || (types.length === 0 && !('items' in schema) && !('enum' in schema));
  if (resolved.ok && looksLikeObject) {
    return buildObject(root, schema, { ...place, refStack: resolved.refStack }, resolved.nullable, true);
  }
  return buildField(root, inputSchema, place);
}

function base(schema: JsonSchema, place: Place, nullable: boolean) {
  const title = stringKeyword(schema, 'title');
  const description = stringKeyword(schema, 'description');
  return {
    name: place.name,
    path: place.path,
    label: place.name,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    required: place.required,
    nullable,
    ...(Object.hasOwn(schema, 'default') && schema['default'] !== undefined
      ? { default: { value: schema['default'] } }
      : {}),
    constraints: readConstraints(schema),
    schema,
  };
}

function raw(
  root: JsonSchema,
  schema: JsonSchema,
  place: Place,
  nullable: boolean,
  reason: string,
  recursive = false,
): RawField {
  const types = admittedTypes(root, schema, recursive ? [] : place.refStack);
  // A recursive place's own "or null" is only seen once its $ref is resolved afresh.
  const orNull = nullable || (recursive && types?.includes('null') === true);
  return {
    ...base(schema, place, orNull),
    kind: 'raw',
    reason,
    emptyValue: emptyValueOf(root, schema, recursive ? [] : place.refStack),
    ...(types !== undefined ? { types: orNull && !types.includes('null') ? [...types, 'null'] : types } : {}),
    ...(recursive ? { recursion: { root } } : {}),
    root,
  };
}

/**
 * The field for a schema found inside a value typed as JSON (a property of
 * an object any keys may hold, an alternative of an anyOf): what checks the
 * value there as a plain field would be checked.
 */
export function buildFieldAt(root: JsonSchema, schema: unknown, path: Path): Field {
  return buildField(root, schema, {
    name: String(path[path.length - 1] ?? ''),
    path,
    required: true,
    refStack: [],
    depth: path.length,
  });
}

const expansions = new WeakMap<RawField, Field>();

/**
 * A recursive field one level further down: the $ref that closed the cycle
 * resolved afresh, its own recursive places raw again. Validation expands
 * as deep as the value goes, which is always finite.
 */
export function expandRecursive(field: RawField): Field | undefined {
  if (field.recursion === undefined) return undefined;
  let expanded = expansions.get(field);
  if (expanded === undefined) {
    const place: Place = {
      name: field.name,
      path: field.path,
      required: field.required,
      refStack: [],
      depth: field.path.length,
    };
    expanded = buildField(field.recursion.root, field.schema, place);
    expansions.set(field, expanded);
  }
  return expanded;
}

function buildField(root: JsonSchema, input: unknown, place: Place): Field {
  const resolved = resolveSchema(root, input, place.refStack);
  if (!resolved.ok) return raw(root, resolved.schema, place, false, resolved.reason, resolved.recursive);
  const { schema, nullable } = resolved;
  const inner: Place = { ...place, refStack: resolved.refStack };
  if (place.depth > MAX_DEPTH) return raw(root, schema, inner, nullable, 'Nested too deeply');

  const options = enumOptions(root, schema, inner);
  if (options !== undefined) {
    // "null clears an override": a null the schema allows is one of the choices.
    const withNull =
      nullable && !options.some((option) => option.value === null)
        ? [...options, { value: null, label: 'null' }]
        : options;
    return { ...base(schema, inner, nullable), kind: 'enum', options: withNull };
  }

  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const json = raw(root, schema, inner, nullable, `${key} with ${branches.length} alternatives`);
    return standsAlone(schema, key) ? (buildUnion(root, schema, inner, nullable, branches, true, json) ?? json) : json;
  }

  const types = schemaTypes(schema);
  if (types.length > 1) {
    const json = raw(root, schema, inner, nullable, `One of several types: ${types.join(', ')}`);
    if (types.some((t) => !JSON_TYPES.includes(t))) return json;
    return (
      buildUnion(
        root,
        schema,
        inner,
        nullable,
        types.map((type) => ({ ...schema, type })),
        false,
        json,
      ) ?? json
    );
  }
  const type = types.length === 1 ? types[0] : types.length === 0 ? inferType(schema) : undefined;
  switch (type) {
    case 'string': {
      const format = stringKeyword(schema, 'format');
      const maxLength = readConstraints(schema).maxLength;
      const multiline =
        (maxLength !== undefined && maxLength >= MULTILINE_MIN_LENGTH) ||
        typeof schema['contentMediaType'] === 'string' ||
        format === 'textarea';
      return {
        ...base(schema, inner, nullable),
        kind: 'string',
        ...(format !== undefined ? { format } : {}),
        multiline,
      };
    }
    case 'number':
    case 'integer':
      return { ...base(schema, inner, nullable), kind: type };
    case 'boolean':
      return { ...base(schema, inner, nullable), kind: 'boolean' };
    case 'object':
      return buildObject(root, schema, inner, nullable, false);
    case 'array':
      return buildArray(root, schema, inner, nullable);
    case 'null':
      return { ...base(schema, inner, true), kind: 'enum', options: [{ value: null, label: 'null' }] };
    case undefined:
      return raw(root, schema, inner, nullable, 'Any JSON value');
    default:
      return raw(root, schema, inner, nullable, `Unknown type "${type}"`);
  }
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'];
const ALTERNATIVE_KEYS = new Set([
  'anyOf',
  'oneOf',
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  'nullable',
]);

/**
 * anyOf/oneOf whose alternatives are whole schemas of their own. Beside
 * other keywords (type, properties, …) they are constraints on a value the
 * rest describes, which only JSON can say.
 */
function standsAlone(schema: JsonSchema, key: string): boolean {
  return Object.keys(schema).every((name) => name === key || ALTERNATIVE_KEYS.has(name) || name.startsWith('x-'));
}

/**
 * A union field of the alternatives (schemas), or undefined when the form can
 * model none of them. `titled`: an alternative's own words (title,
 * discriminator, required keys, $ref) name its choice (not so for the copies
 * of one schema a type array makes).
 */
function buildUnion(
  root: JsonSchema,
  schema: JsonSchema,
  place: Place,
  nullable: boolean,
  alternatives: readonly unknown[],
  titled: boolean,
  json: RawField,
): Field | undefined {
  const { title, description } = base(schema, place, nullable);
  const branches = alternatives.map((alternative) => {
    const field = buildField(root, alternative, place);
    // The union's own words describe each choice; null is the union's to allow.
    const described = {
      ...field,
      nullable: nullable || field.nullable,
      ...(description !== undefined && field.description === undefined ? { description } : {}),
    };
    return { field: described, name: titled ? variantName(alternative, field) : undefined };
  });
  // A choice that is itself a union ($ref to a oneOf) offers its own choices here, beside the others.
  const choices = branches.flatMap((branch) =>
    branch.field.kind === 'union'
      ? branch.field.variants.map((variant) => ({ field: variant.field, name: variant.label }))
      : [branch],
  );
  const variants = unionVariants(choices, json);
  if (variants === undefined) return undefined;
  const only = variants.length === 1 ? variants[0] : undefined;
  if (only !== undefined)
    return {
      ...only.field,
      ...(title !== undefined ? { title } : {}),
      ...(schema['default'] !== undefined ? { default: { value: schema['default'] } } : {}),
    };
  return {
    ...base(schema, place, nullable),
    kind: 'union',
    variants,
    branches: branches.map((branch) => branch.field),
  };
}

function inferType(schema: JsonSchema): string | undefined {
  if (isRecord(schema['properties'])) return 'object';
  if ('items' in schema || 'prefixItems' in schema) return 'array';
  return undefined;
}

function optionLabel(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** enum, const, and anyOf/oneOf whose every branch is a `const` (titled enums). */
function enumOptions(root: JsonSchema, schema: JsonSchema, place: Place): EnumOption[] | undefined {
  const values = schema['enum'];
  if (Array.isArray(values) && values.length > 0) {
    const names = schema['enumNames'];
    const titled = Array.isArray(names) && names.length === values.length && names.every((n) => typeof n === 'string');
    return values.map((value, i) => ({ value, label: titled ? String(names[i]) : optionLabel(value) }));
  }
  if (Object.hasOwn(schema, 'const')) return [{ value: schema['const'], label: optionLabel(schema['const']) }];
  for (const key of ['oneOf', 'anyOf']) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const options: EnumOption[] = [];
    for (const branch of branches) {
      const resolved = resolveSchema(root, branch, place.refStack);
      if (!resolved.ok || !Object.hasOwn(resolved.schema, 'const')) return undefined;
      const value = resolved.schema['const'];
      options.push({ value, label: stringKeyword(resolved.schema, 'title') ?? optionLabel(value) });
    }
    return options;
  }
  return undefined;
}

function buildObject(root: JsonSchema, schema: JsonSchema, place: Place, nullable: boolean, isRoot: boolean): Field {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const names = Object.keys(properties);
  const additionalProperties = schema['additionalProperties'] !== false;
  // A free-form map ({type: "object"} alone) is better typed as JSON than shown as an empty box.
  if (!isRoot && names.length === 0 && additionalProperties)
    return raw(root, schema, place, nullable, 'Object with any keys');
  const required = new Set(
    Array.isArray(schema['required']) ? schema['required'].filter((n): n is string => typeof n === 'string') : [],
  );
  const child = (name: string): Place => ({
    name,
    path: [...place.path, name],
    required: required.has(name),
    refStack: place.refStack,
    depth: place.depth + 1,
  });
  const fields = names.map((name) => buildField(root, properties[name], child(name)));
  // Required but never declared: still give the user a way to fill it in.
  for (const name of required) {
    if (!Object.hasOwn(properties, name))
      fields.push(raw(root, {}, child(name), true, 'Required but not described by the schema'));
  }
  return {
    ...base(schema, place, nullable),
    kind: 'object',
    fields,
    additionalProperties,
    ...(isRecord(schema['additionalProperties']) ? { extraRoot: root } : {}),
  };
}

function buildArray(root: JsonSchema, schema: JsonSchema, place: Place, nullable: boolean): Field {
  const items = schema['items'];
  if (Array.isArray(items) || 'prefixItems' in schema)
    return raw(root, schema, place, nullable, 'Tuple (fixed positions)');
  const item = buildField(root, items, {
    name: '',
    path: [...place.path, ITEM_INDEX],
    required: true,
    refStack: place.refStack,
    depth: place.depth + 1,
  });
  return { ...base(schema, place, nullable), kind: 'array', item };
}
