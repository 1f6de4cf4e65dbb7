import { isRecord } from '../lib/guards.ts';
import { pointer } from '../lib/json-pointer.ts';
import type { evalRules } from '../diagnose/rules/evals.ts';

/** The rules a case file's reading can break. */
export type EvalRuleId = keyof typeof evalRules;
import type { ValueMatcher } from './case-file.ts';
import { describe } from './describe-value.ts';

/** A field the case file cannot use, at its JSON pointer; made a finding (with its place) by parse-case-file.ts. */
export interface CaseProblem {
  readonly rule: EvalRuleId;
  readonly pointer: string;
  readonly message: string;
  readonly didYouMean?: string;
}

export type Keys = Readonly<Record<string, unknown>>;

const REGEX_FLAGS = /^[dgimsuvy]*$/;

/**
 * A value of the case file read as a matcher. An object whose only key is
 * `regex` (with `flags`), `schema` or `equals` is that matcher; any other
 * object matches field by field, a list item by item, anything else as its
 * JSON value. `fields`: the value is an arguments object, read field by
 * field even when a field is named `regex` (a tool may have one).
 */
export function readMatcher(
  value: unknown,
  path: ReadonlyArray<string | number>,
  problems: CaseProblem[],
  fields = false,
): ValueMatcher | undefined {
  const problem = (rule: EvalRuleId, at: ReadonlyArray<string | number>, message: string) =>
    problems.push({ rule, pointer: pointer(...at), message });
  if (Array.isArray(value)) {
    const items = value.map((item, i) => readMatcher(item, [...path, i], problems));
    return items.every((item) => item !== undefined) ? { kind: 'array', items: items as ValueMatcher[] } : undefined;
  }
  if (!isRecord(value)) return { kind: 'literal', value };
  const keys = Object.keys(value);
  if (!fields && keys.length === 1 && keys[0] === 'equals') return { kind: 'equals', value: value.equals };
  if (!fields && keys.length === 1 && keys[0] === 'schema') {
    if (isRecord(value.schema)) return { kind: 'schema', schema: value.schema };
    problem(
      'eval-field-invalid',
      [...path, 'schema'],
      `"schema" must be a JSON Schema object, not ${describe(value.schema)}`,
    );
    return undefined;
  }
  if (!fields && keys.includes('regex') && keys.every((key) => key === 'regex' || key === 'flags')) {
    const { regex, flags = '' } = value;
    if (typeof regex !== 'string') {
      problem('eval-field-invalid', [...path, 'regex'], `"regex" must be text, not ${describe(regex)}`);
      return undefined;
    }
    if (typeof flags !== 'string' || !REGEX_FLAGS.test(flags)) {
      problem('eval-field-invalid', [...path, 'flags'], `"flags" are letters of dgimsuvy, not ${describe(flags)}`);
      return undefined;
    }
    try {
      new RegExp(regex, flags);
    } catch (error) {
      problem(
        'eval-regex-invalid',
        [...path, 'regex'],
        `The regex /${regex}/${flags} does not compile: ${(error as Error).message}`,
      );
      return undefined;
    }
    return { kind: 'regex', source: regex, flags };
  }
  const entries = keys.map((key) => [key, readMatcher(value[key], [...path, key], problems)] as const);
  if (entries.some(([, matcher]) => matcher === undefined)) return undefined;
  return { kind: 'object', fields: entries as Array<readonly [string, ValueMatcher]> };
}
