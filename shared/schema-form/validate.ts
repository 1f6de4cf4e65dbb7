import type { Field, Path, RawField, UnionField } from './field.ts';
import { expandRecursive } from './build-fields.ts';
import { checkFormat } from './check-format.ts';
import { conditionalProblems } from './conditionals.ts';
import { stableJson } from './json-equal.ts';
import { admits, jsonTypeOf, mustBeMessage } from './json-types.ts';
import { fitsField } from './union-value.ts';
import { enumIndex } from './input-value.ts';
import { checkExtraKeys, checkJsonValue } from './json-value-check.ts';
import { pathKey } from './path.ts';

/** Error messages keyed by pathKey(path); the first problem per path. */
export type ValidationErrors = Readonly<Record<string, string>>;

const MAX_LISTED_OPTIONS = 5;

/** Checks the arguments against the model before sending; {} when all is well. */
export function validateArguments(model: Field, args: unknown): ValidationErrors {
  const errors: Record<string, string> = {};
  validateField(model, args, [], errors);
  return errors;
}

export function validateField(field: Field, value: unknown, path: Path, errors: Record<string, string>): void {
  const key = pathKey(path);
  if (value === undefined) {
    if (field.required) errors[key] = 'Required';
    return;
  }
  if (value === null && (field.nullable || (field.kind === 'enum' && field.options.some((o) => o.value === null))))
    return;
  const message = fieldMessage(field, value, path, errors);
  if (message !== undefined) errors[key] = message;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function fieldMessage(field: Field, value: unknown, path: Path, errors: Record<string, string>): string | undefined {
  switch (field.kind) {
    case 'string':
      return typeof value === 'string' ? stringMessage(field.constraints, value) : 'Must be a string';
    case 'number':
    case 'integer':
      if (field.kind === 'integer' && !Number.isInteger(value)) return 'Must be an integer';
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be a number';
      return numberMessage(field.constraints, value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'Must be true or false';
    case 'enum': {
      if (enumIndex(field, value) >= 0) return undefined;
      const labels = field.options.slice(0, MAX_LISTED_OPTIONS).map((o) => o.label);
      return `Must be one of: ${labels.join(', ')}${field.options.length > MAX_LISTED_OPTIONS ? ', …' : ''}`;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Must be an object';
      const record = value as Record<string, unknown>;
      for (const child of field.fields) {
        validateField(
          child,
          Object.hasOwn(record, child.name) ? record[child.name] : undefined,
          [...path, child.name],
          errors,
        );
      }
      if (!field.additionalProperties) {
        for (const name of Object.keys(record)) {
          if (!field.fields.some((f) => f.name === name))
            errors[pathKey([...path, name])] = 'Not allowed by the schema';
        }
      }
      if (field.extraRoot !== undefined) checkExtraKeys(field.extraRoot, field.schema, record, path, errors);
      const order = (name: string) => {
        const index = field.fields.findIndex((f) => f.name === name);
        return index === -1 ? field.fields.length : index;
      };
      const conditional = conditionalProblems(field.schema, record).sort((a, b) => order(a.name) - order(b.name));
      for (const { name, message } of conditional) {
        const key = pathKey([...path, name]);
        if (!Object.hasOwn(errors, key)) errors[key] = message;
      }
      return undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) return 'Must be an array';
      for (const [i, item] of value.entries()) validateField(field.item, item, [...path, i], errors);
      return arrayMessage(field.constraints, value);
    }
    case 'raw':
      return rawMessage(field, value, path, errors);
    case 'union':
      return unionMessage(field, value, path, errors);
  }
}

/**
 * Valid when the value passes any alternative. Otherwise the problems of the
 * choice the value's type points at (a string's, for a string), so they show
 * where that choice's controls are; failing that, the types it may be.
 */
function unionMessage(
  field: UnionField,
  value: unknown,
  path: Path,
  errors: Record<string, string>,
): string | undefined {
  let closest: Record<string, string> | undefined;
  for (const branch of field.branches) {
    const found: Record<string, string> = {};
    validateField(branch, value, path, found);
    if (Object.keys(found).length === 0) return undefined;
    if (closest === undefined && branch.kind !== 'raw' && fitsField(branch, value)) closest = found;
  }
  if (closest === undefined) {
    const types = field.branches.flatMap(branchTypes);
    // null is the union's own to allow (pydantic's Optional[...]), not any one branch's.
    return types.length > 0
      ? mustBeMessage(field.nullable && !types.includes('null') ? [...types, 'null'] : types)
      : 'Does not match any of the alternatives';
  }
  const key = pathKey(path);
  for (const [at, message] of Object.entries(closest)) if (at !== key) errors[at] = message;
  return closest[key];
}

function branchTypes(field: Field): string[] {
  switch (field.kind) {
    case 'enum':
      return field.options.map((option) => jsonTypeOf(option.value));
    case 'raw':
      return [...(field.types ?? [])];
    case 'union':
      return field.branches.flatMap(branchTypes);
    default:
      return [field.kind];
  }
}

/**
 * What the form edits as JSON is checked as plain fields are: a recursive
 * $ref is expanded one level per level of the value; anything else has its
 * JSON type checked, then its content against the schema (checkJsonValue).
 */
function rawMessage(field: RawField, value: unknown, path: Path, errors: Record<string, string>): string | undefined {
  const expanded = expandRecursive(field);
  if (expanded !== undefined && expanded.kind !== 'raw') {
    validateField(expanded, value, path, errors);
    return undefined;
  }
  if (field.types !== undefined && !admits(field.types, value)) return mustBeMessage(field.types);
  const found: Record<string, string> = {};
  checkJsonValue(field.root, field.schema, value, path, found);
  const key = pathKey(path);
  for (const [at, message] of Object.entries(found)) if (at !== key) errors[at] = message;
  return found[key];
}

/**
 * Length in code points, as JSON Schema counts it, or a stand-in that
 * compares the same with the limits. A code point is one or two UTF-16
 * units, so the length lies between half the units and all of them; only a
 * limit inside that range needs counting, and a long text is never copied
 * into an array of characters on every keystroke.
 */
function lengthForLimits(value: string, c: Field['constraints']): number {
  const most = value.length;
  const least = Math.ceil(most / 2);
  const minDecided = c.minLength === undefined || c.minLength <= least || c.minLength > most;
  const maxDecided = c.maxLength === undefined || c.maxLength >= most || c.maxLength < least;
  if (minDecided && maxDecided) return c.minLength !== undefined && c.minLength > most ? most : least;
  let length = 0;
  for (let i = 0; i < most; i++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < most) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

function stringMessage(c: Field['constraints'], value: string): string | undefined {
  const length = c.minLength === undefined && c.maxLength === undefined ? 0 : lengthForLimits(value, c);
  if (c.minLength !== undefined && length < c.minLength) {
    return c.minLength === 1 ? 'Must not be empty' : `Must be at least ${plural(c.minLength, 'character')}`;
  }
  if (c.maxLength !== undefined && length > c.maxLength) return `Must be at most ${plural(c.maxLength, 'character')}`;
  if (c.pattern !== undefined && !matches(c.pattern, value)) return `Must match ${c.pattern}`;
  return c.format === undefined ? undefined : checkFormat(c.format, value);
}

/** A pattern JavaScript cannot compile (e.g. Python's (?i)) is skipped, not held against the value. */
function matches(pattern: string, value: string): boolean {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags).test(value);
    } catch {
      // try the next flags
    }
  }
  return true;
}

function numberMessage(c: Field['constraints'], value: number): string | undefined {
  if (c.minimum !== undefined && value < c.minimum) return `Must be ≥ ${c.minimum}`;
  if (c.exclusiveMinimum !== undefined && value <= c.exclusiveMinimum) return `Must be > ${c.exclusiveMinimum}`;
  if (c.maximum !== undefined && value > c.maximum) return `Must be ≤ ${c.maximum}`;
  if (c.exclusiveMaximum !== undefined && value >= c.exclusiveMaximum) return `Must be < ${c.exclusiveMaximum}`;
  if (c.multipleOf !== undefined) {
    const quotient = value / c.multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9 * Math.max(1, Math.abs(quotient))) {
      return `Must be a multiple of ${c.multipleOf}`;
    }
  }
  return undefined;
}

function arrayMessage(c: Field['constraints'], value: readonly unknown[]): string | undefined {
  if (c.minItems !== undefined && value.length < c.minItems) return `Must have at least ${plural(c.minItems, 'item')}`;
  if (c.maxItems !== undefined && value.length > c.maxItems) return `Must have at most ${plural(c.maxItems, 'item')}`;
  if (c.uniqueItems) {
    const seen = new Set(value.map((item) => stableJson(item)));
    if (seen.size !== value.length) return 'Items must be unique';
  }
  return undefined;
}
