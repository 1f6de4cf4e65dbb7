import { isRecord } from '../lib/guards.ts';
import { buildFormModel } from '../schema-form/build-fields.ts';
import { jsonEqual } from '../schema-form/json-equal.ts';
import { validateArguments } from '../schema-form/validate.ts';
import type { ArgumentsMode, ValueMatcher } from './case-file.ts';

/** Why a value did not match: where (a path as `items[0].name`, `` for the value itself), what was expected, what came. */
export interface Mismatch {
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
}

type Path = ReadonlyArray<string | number>;

/**
 * Every way `actual` fails `matcher`, none when it matches. Objects match
 * by the keys written (under `exact`, no other key at any depth); lists
 * item by item, of the same length; other values as JSON.
 */
export function matchValue(matcher: ValueMatcher, actual: unknown, mode: ArgumentsMode, path: Path = []): Mismatch[] {
  const at = (expected: string, got = shown(actual)): Mismatch[] => [{ path: pathText(path), expected, actual: got }];
  switch (matcher.kind) {
    case 'literal':
    case 'equals':
      return jsonEqual(matcher.value, actual) ? [] : at(shown(matcher.value));
    case 'regex': {
      const shape = `text matching /${matcher.source}/${matcher.flags}`;
      if (typeof actual !== 'string') return at(shape);
      return new RegExp(matcher.source, matcher.flags).test(actual) ? [] : at(shape);
    }
    case 'schema': {
      const errors = validateArguments(buildFormModel(matcher.schema), actual);
      const first = Object.entries(errors)[0];
      if (!first) return [];
      const [where, message] = first;
      return [
        {
          path: pathText(path) + (where === '' ? '' : where.startsWith('[') || path.length === 0 ? where : `.${where}`),
          expected: `a value the schema allows (${message})`,
          actual: shown(actual),
        },
      ];
    }
    case 'object': {
      if (!isRecord(actual)) return at('an object');
      const mismatches: Mismatch[] = [];
      for (const [key, field] of matcher.fields) {
        if (!Object.hasOwn(actual, key))
          mismatches.push({
            path: pathText([...path, key]),
            expected: expectedText(field),
            actual: 'nothing (left out)',
          });
        else mismatches.push(...matchValue(field, actual[key], mode, [...path, key]));
      }
      if (mode === 'exact')
        for (const key of Object.keys(actual))
          if (!matcher.fields.some(([name]) => name === key))
            mismatches.push({
              path: pathText([...path, key]),
              expected: 'no such field (match: exact)',
              actual: shown(actual[key]),
            });
      return mismatches;
    }
    case 'array': {
      if (!Array.isArray(actual)) return at(`a list of ${matcher.items.length}`);
      if (actual.length !== matcher.items.length)
        return at(`a list of ${matcher.items.length}`, `a list of ${actual.length}`);
      return matcher.items.flatMap((item, i) => matchValue(item, actual[i], mode, [...path, i]));
    }
  }
}

/** What a matcher asks for, in a few words. */
export function expectedText(matcher: ValueMatcher): string {
  switch (matcher.kind) {
    case 'literal':
    case 'equals':
      return shown(matcher.value);
    case 'regex':
      return `text matching /${matcher.source}/${matcher.flags}`;
    case 'schema':
      return 'a value the schema allows';
    case 'object':
      return 'an object';
    case 'array':
      return `a list of ${matcher.items.length}`;
  }
}

const MAX_SHOWN = 80;

/** A value as JSON, cut to a line. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/** `["items", 0, "name"]` as `items[0].name`. */
export function pathText(path: Path): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(key)) text += text === '' ? key : `.${key}`;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text;
}
