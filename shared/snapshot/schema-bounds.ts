import { at, type ContractChange } from './contract-change.ts';
import { jsonEqual, shortJson } from './json-diff.ts';
import type { SchemaSide } from './schema-contract.ts';

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
/** Keywords that each narrow what is allowed when present, and whose values cannot be ordered. */
const CONSTRAINTS = ['pattern', 'format', 'multipleOf', 'uniqueItems'];

/**
 * `enum` and `const` (a one-value enum). Inputs: a value removed, or an enum
 * added where any value was allowed, is breaking; a value added compatible.
 * Outputs: a value added (or the enum dropped) is risky, since clients that
 * switch on the value meet one they do not know; a value removed compatible.
 */
export function enumChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  side: SchemaSide,
): ContractChange[] {
  const was = valuesOf(before);
  const is = valuesOf(after);
  if (jsonEqual(was, is)) return [];
  const input = side === 'input';
  const here = at(
    `${pointer}/${Array.isArray(after.enum) || (!('const' in after) && Array.isArray(before.enum)) ? 'enum' : 'const'}`,
  );
  if (was === undefined)
    return [
      input
        ? here('breaking', 'input-enum-added', `now only ${shortJson(is)} accepted`)
        : here('compatible', 'output-enum-added', `the output is now one of ${shortJson(is)}`),
    ];
  if (is === undefined)
    return [
      input
        ? here('compatible', 'input-enum-dropped', 'any value accepted now, not only the listed ones')
        : here('risky', 'output-enum-dropped', 'the output is no longer limited to the listed values'),
    ];
  const has = (list: unknown[], value: unknown) => list.some((item) => jsonEqual(item, value));
  const removed = was.filter((value) => !has(is, value));
  const added = is.filter((value) => !has(was, value));
  const changes: ContractChange[] = [];
  for (const value of removed)
    changes.push(
      input
        ? here(
            'breaking',
            'input-enum-value-removed',
            `enum value ${shortJson(value)} removed: calls that send it fail`,
          )
        : here('compatible', 'output-enum-value-removed', `enum value ${shortJson(value)} no longer sent`),
    );
  for (const value of added)
    changes.push(
      input
        ? here('compatible', 'input-enum-value-added', `enum value ${shortJson(value)} added`)
        : here(
            'risky',
            'output-enum-value-added',
            `enum value ${shortJson(value)} may now be sent: clients may not know it`,
          ),
    );
  return changes;
}

/**
 * Numeric bounds (minimum/maximum, lengths, counts). Inputs: a bound added
 * or tightened is breaking, loosened or dropped compatible. Outputs: the
 * reverse, and loosening is risky (clients may have relied on the range).
 */
export function boundChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  side: SchemaSide,
): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const keyword of [...LOWER, ...UPPER]) {
    const was = before[keyword];
    const is = after[keyword];
    if (jsonEqual(was, is)) continue;
    const place = at(`${pointer}/${keyword}`);
    if ((was !== undefined && typeof was !== 'number') || (is !== undefined && typeof is !== 'number')) {
      changes.push(
        place('risky', 'schema-not-compared', `could not compare: ${keyword} ${shortJson(was)} → ${shortJson(is)}`),
      );
      continue;
    }
    const lower = LOWER.includes(keyword);
    const tightened =
      was === undefined ? true : is === undefined ? false : lower ? (is as number) > was : (is as number) < was;
    const text = `${keyword} ${was ?? 'none'} → ${is ?? 'none'}`;
    if (side === 'input')
      changes.push(
        tightened
          ? place('breaking', 'input-bound-tightened', `${text}: values accepted before are refused`)
          : place('compatible', 'input-bound-loosened', `${text}: more values accepted`),
      );
    else
      changes.push(
        tightened
          ? place('compatible', 'output-bound-tightened', `${text}: the output stays in a narrower range`)
          : place('risky', 'output-bound-loosened', `${text}: the output may leave the range clients relied on`),
      );
  }
  return changes;
}

/** pattern, format, multipleOf, uniqueItems: added narrows, dropped widens, changed cannot be compared. */
export function constraintChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  side: SchemaSide,
): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const keyword of CONSTRAINTS) {
    // uniqueItems: false says nothing, as absent does.
    const was = keyword === 'uniqueItems' && before[keyword] === false ? undefined : before[keyword];
    const is = keyword === 'uniqueItems' && after[keyword] === false ? undefined : after[keyword];
    if (jsonEqual(was, is)) continue;
    const here = at(`${pointer}/${keyword}`);
    const text = `${keyword} ${was === undefined ? 'none' : shortJson(was)} → ${is === undefined ? 'none' : shortJson(is)}`;
    if (was !== undefined && is !== undefined)
      changes.push(here('risky', 'constraint-changed', `could not compare: ${text}`));
    else if (was === undefined)
      changes.push(
        side === 'input'
          ? here('breaking', 'input-constraint-added', `${text}: values accepted before may be refused`)
          : here('compatible', 'output-constraint-added', `${text}: the output is constrained further`),
      );
    else
      changes.push(
        side === 'input'
          ? here('compatible', 'input-constraint-dropped', `${text}: more values accepted`)
          : here('risky', 'output-constraint-dropped', `${text}: the output may break what clients relied on`),
      );
  }
  return changes;
}

function valuesOf(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  return undefined;
}
