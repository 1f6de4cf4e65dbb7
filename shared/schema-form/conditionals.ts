import { isRecord } from '../lib/guards.ts';
import type { JsonSchema } from './json-schema.ts';
import { jsonEqual } from './json-equal.ts';

/** A property the object's conditions say is missing or wrong, and why. */
export type ConditionalProblem = { name: string; message: string };

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function shortJson(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/**
 * What `dependentRequired` (2019-09), draft-07's array-valued `dependencies`,
 * and simple if/then/else ask of one object. Only an `if` made of
 * `properties: {x: {const | enum}}` (and `required`) is judged; anything
 * richer is left to the server, as before.
 */
export function conditionalProblems(
  schema: JsonSchema,
  record: Readonly<Record<string, unknown>>,
): ConditionalProblem[] {
  const problems: ConditionalProblem[] = [];
  for (const key of ['dependentRequired', 'dependencies']) {
    const map = schema[key];
    if (!isRecord(map)) continue;
    for (const [trigger, names] of Object.entries(map)) {
      if (!Object.hasOwn(record, trigger) || !Array.isArray(names)) continue;
      for (const name of stringList(names)) {
        if (!Object.hasOwn(record, name)) problems.push({ name, message: `Required when "${trigger}" is sent` });
      }
    }
  }
  const conditionals = [schema, ...(Array.isArray(schema['allOf']) ? schema['allOf'].filter(isRecord) : [])];
  for (const conditional of conditionals) {
    if (!Object.hasOwn(conditional, 'if')) continue;
    const test = readSimpleIf(conditional['if']);
    if (test === undefined) continue;
    const matched = test.matches(record);
    const branch = conditional[matched ? 'then' : 'else'];
    if (!isRecord(branch)) continue;
    const when = `${matched ? 'when' : 'unless'} ${test.describe(record)}`;
    for (const name of stringList(branch['required'])) {
      if (!Object.hasOwn(record, name)) problems.push({ name, message: `Required ${when}` });
    }
    const properties = isRecord(branch['properties']) ? branch['properties'] : {};
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property) || !Object.hasOwn(property, 'const') || !Object.hasOwn(record, name)) continue;
      if (!jsonEqual(record[name], property['const']))
        problems.push({ name, message: `Must be ${shortJson(property['const'])} ${when}` });
    }
  }
  return problems;
}

type SimpleIf = {
  matches: (record: Readonly<Record<string, unknown>>) => boolean;
  describe: (record: Readonly<Record<string, unknown>>) => string;
};

const IF_KEYS = new Set(['properties', 'required', 'type', 'title', 'description', '$comment']);
const PROPERTY_KEYS = new Set(['const', 'enum', 'type', 'title', 'description', '$comment']);

/** The `if` as a test of property values, when it is only that; undefined when it asks more. */
function readSimpleIf(input: unknown): SimpleIf | undefined {
  if (!isRecord(input) || !Object.keys(input).every((key) => IF_KEYS.has(key))) return undefined;
  if (input['type'] !== undefined && input['type'] !== 'object') return undefined;
  const required = stringList(input['required']);
  const properties = isRecord(input['properties']) ? input['properties'] : {};
  const tests: { name: string; allowed: readonly unknown[] }[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!isRecord(property) || !Object.keys(property).every((key) => PROPERTY_KEYS.has(key))) return undefined;
    const allowed = Object.hasOwn(property, 'const')
      ? [property['const']]
      : Array.isArray(property['enum'])
        ? property['enum']
        : undefined;
    if (allowed === undefined) return undefined;
    tests.push({ name, allowed });
  }
  if (tests.length === 0 && required.length === 0) return undefined;
  const names = new Set([...tests.map((t) => t.name), ...required]);
  return {
    // As JSON Schema has it: a property that is absent passes its test, unless `if` requires it.
    matches: (record) =>
      required.every((name) => Object.hasOwn(record, name)) &&
      tests.every(
        ({ name, allowed }) => !Object.hasOwn(record, name) || allowed.some((value) => jsonEqual(value, record[name])),
      ),
    describe: (record) =>
      [...names]
        .map((name) => {
          const test = tests.find((t) => t.name === name);
          if (test === undefined) return `"${name}" is sent`;
          const values = test.allowed.map(shortJson).join(' or ');
          const vacuous = !required.includes(name) && !Object.hasOwn(record, name);
          return `"${name}" is ${values}${vacuous ? ' or not sent' : ''}`;
        })
        .join(' and '),
  };
}
