import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../lib/json-pointer.ts';
import { at, type ContractChange } from './contract-change.ts';
import { describesDifferently } from './description-change.ts';
import { jsonEqual, shortJson, unionKeys } from './json-diff.ts';
import { boundChanges, constraintChanges, enumChanges } from './schema-bounds.ts';
import { typeChanges } from './schema-types.ts';

/**
 * Which way data flows through a schema. Clients write inputs, so a new
 * version may accept more but not less; clients read outputs, so a new
 * version may send less (or the same) but not more or other.
 */
export type SchemaSide = 'input' | 'output';

interface Context {
  side: SchemaSide;
  rootBefore: unknown;
  rootAfter: unknown;
  /** Pairs of $ref already being compared: a recursive schema is compared once. */
  seen: Set<string>;
}

/** Keywords compared by a rule of their own here or in schema-types / schema-bounds; any other that changed is "could not compare". */
const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  'default',
  'description',
  'minimum',
  'exclusiveMinimum',
  'minLength',
  'minItems',
  'minProperties',
  'minContains',
  'maximum',
  'exclusiveMaximum',
  'maxLength',
  'maxItems',
  'maxProperties',
  'maxContains',
  'pattern',
  'format',
  'multipleOf',
  'uniqueItems',
  '$ref',
  '$defs',
  'definitions',
]);
/** Keywords that only document: a change is compatible. */
const DOCUMENTING = new Set(['title', 'examples', '$comment', '$schema', '$id', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * The differences between two versions of a tool's input or output schema,
 * each classed for the side it is on. Local `$ref`s (`#/$defs/…`,
 * `#/definitions/…`) are followed; nested objects, array items, tuple items
 * and same-length `anyOf`/`oneOf`/`allOf` are compared member by member.
 * What cannot be compared (a remote `$ref`, alternatives that were reordered
 * and changed, `not`, `if`/`then`, …) is classed risky "could not compare",
 * never silently compatible.
 */
export function schemaContract(before: unknown, after: unknown, pointer: string, side: SchemaSide): ContractChange[] {
  return compare(before, after, pointer, { side, rootBefore: before, rootAfter: after, seen: new Set() });
}

function compare(rawBefore: unknown, rawAfter: unknown, pointer: string, context: Context): ContractChange[] {
  // Equal text is an equal schema unless a $ref in it points into definitions that changed.
  if (same(rawBefore, rawAfter)) return [];
  const here = at(pointer);
  const before = resolve(rawBefore, context.rootBefore);
  const after = resolve(rawAfter, context.rootAfter);
  const problem = before.problem ?? after.problem;
  if (problem) return [here('risky', 'schema-not-compared', `could not compare: ${problem}`)];
  if (before.ref !== undefined || after.ref !== undefined) {
    const pair = `${before.ref ?? ''}|${after.ref ?? ''}`;
    if (context.seen.has(pair)) return [];
    context.seen.add(pair);
  }
  const was = before.schema;
  const is = after.schema;
  if (same(was, is)) return [];
  if (!isRecord(was) || !isRecord(is))
    return [here('risky', 'schema-not-compared', `could not compare: ${shortJson(was)} → ${shortJson(is)}`)];
  const side = context.side;
  return [
    ...typeChanges(was, is, pointer, side),
    ...enumChanges(was, is, pointer, side),
    ...boundChanges(was, is, pointer, side),
    ...constraintChanges(was, is, pointer, side),
    ...propertyChanges(was, is, pointer, context),
    ...additionalChanges(was, is, pointer, context),
    ...itemChanges(was, is, pointer, context),
    ...alternativeChanges(was, is, pointer, context),
    ...noteChanges(was, is, pointer, side),
  ];
}

/** A schema with its local `$ref` followed (siblings of the `$ref` kept on top), or why it could not be. */
function resolve(schema: unknown, root: unknown): { schema: unknown; ref?: string; problem?: string } {
  if (schema === true) return { schema: {} };
  if (!isRecord(schema) || typeof schema.$ref !== 'string') return { schema };
  const ref = schema.$ref;
  if (!ref.startsWith('#')) return { schema, ref, problem: `$ref "${ref}" is not within the schema` };
  let target: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    target = isRecord(target) ? target[key] : undefined;
  }
  if (!isRecord(target)) return { schema, ref, problem: `$ref "${ref}" points at nothing` };
  const { $ref: _ref, ...siblings } = schema;
  return { schema: { ...target, ...siblings }, ref };
}

function propertyChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  context: Context,
): ContractChange[] {
  const was = isRecord(before.properties) ? before.properties : {};
  const is = isRecord(after.properties) ? after.properties : {};
  const requiredBefore = nameSet(before.required);
  const requiredAfter = nameSet(after.required);
  const input = context.side === 'input';
  const changes: ContractChange[] = [];
  const names = new Set([...unionKeys(was, is), ...requiredBefore, ...requiredAfter]);
  for (const name of names) {
    const place = `${pointer}/properties/${pointerKey(name)}`;
    const here = at(place);
    const inBefore = name in was;
    const inAfter = name in is;
    const nowRequired = requiredAfter.has(name) && !requiredBefore.has(name);
    const nowOptional = requiredBefore.has(name) && !requiredAfter.has(name);
    if (inAfter && !inBefore) {
      if (!input) changes.push(here('compatible', 'output-property-added', `output property "${name}" added`));
      else if (nowRequired)
        changes.push(
          here('breaking', 'input-required-added', `required input "${name}" added: older calls do not send it`),
        );
      else changes.push(here('compatible', 'input-property-added', `optional input "${name}" added`));
      continue;
    }
    if (inBefore && !inAfter) {
      if (!input)
        changes.push(
          here(
            'breaking',
            'output-property-removed',
            `output property "${name}" removed: clients that read it get nothing`,
          ),
        );
      else if (after.additionalProperties === false)
        changes.push(
          here(
            'breaking',
            'input-property-removed-refused',
            `input "${name}" removed and other properties are refused: calls that send it fail`,
          ),
        );
      else
        changes.push(
          here(
            'risky',
            'input-property-removed',
            `input "${name}" removed: calls that send it have it ignored (or refused by a strict server)`,
          ),
        );
      continue;
    }
    if (inBefore && inAfter) changes.push(...compare(was[name], is[name], place, context));
    if (nowRequired)
      changes.push(
        input
          ? here('breaking', 'input-made-required', `input "${name}" is now required: calls without it fail`)
          : here('compatible', 'output-made-required', `output property "${name}" is now always sent`),
      );
    if (nowOptional)
      changes.push(
        input
          ? here('compatible', 'input-made-optional', `input "${name}" is no longer required`)
          : here(
              'breaking',
              'output-made-optional',
              `output property "${name}" is no longer required: clients may not get it`,
            ),
      );
  }
  return changes;
}

function additionalChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  context: Context,
): ContractChange[] {
  const was = before.additionalProperties;
  const is = after.additionalProperties;
  if (same(was, is)) return [];
  const here = at(`${pointer}/additionalProperties`);
  const input = context.side === 'input';
  if (is === false)
    return [
      input
        ? here(
            'breaking',
            'input-additional-forbidden',
            'additionalProperties: false added: properties not listed are refused',
          )
        : here('compatible', 'output-additional-forbidden', 'the output no longer has properties beyond those listed'),
    ];
  if (was === false)
    return [
      input
        ? here('compatible', 'input-additional-allowed', 'properties not listed are accepted now')
        : here(
            'risky',
            'output-additional-allowed',
            'the output may now carry properties not listed: strict readers refuse them',
          ),
    ];
  // Absent and `true` accept anything: compared as the empty schema.
  return compare(was ?? {}, is ?? {}, `${pointer}/additionalProperties`, context);
}

function itemChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  context: Context,
): ContractChange[] {
  const changes: ContractChange[] = [];
  if (!same(before.items, after.items)) {
    const place = `${pointer}/items`;
    if (Array.isArray(before.items) || Array.isArray(after.items))
      changes.push(
        at(place)('risky', 'schema-not-compared', 'could not compare: tuple-style items (an array of schemas)'),
      );
    else changes.push(...compare(before.items ?? {}, after.items ?? {}, place, context));
  }
  if (!same(before.prefixItems, after.prefixItems)) {
    const was = Array.isArray(before.prefixItems) ? before.prefixItems : [];
    const is = Array.isArray(after.prefixItems) ? after.prefixItems : [];
    for (let index = 0; index < Math.max(was.length, is.length); index++)
      changes.push(...compare(was[index] ?? {}, is[index] ?? {}, `${pointer}/prefixItems/${index}`, context));
  }
  return changes;
}

/**
 * anyOf / oneOf / allOf. When every alternative of one side is still there
 * (equal) on the other, the rest were added or removed; otherwise, when both
 * have as many, they are compared position by position; otherwise the
 * change is "could not compare".
 */
function alternativeChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  context: Context,
): ContractChange[] {
  const input = context.side === 'input';
  return (['anyOf', 'oneOf', 'allOf'] as const).flatMap((keyword): ContractChange[] => {
    const was = before[keyword];
    const is = after[keyword];
    if (same(was, is)) return [];
    const place = `${pointer}/${keyword}`;
    const here = at(place);
    if (!Array.isArray(was) || !Array.isArray(is))
      return [here('risky', 'schema-not-compared', `could not compare: ${keyword} ${was ? 'removed' : 'added'}`)];
    const kept = (list: unknown[], other: unknown[]) => list.every((item) => other.some((o) => jsonEqual(item, o)));
    // For allOf every member must hold, so more members is narrower: the other way round from anyOf/oneOf.
    const more = keyword === 'allOf' ? 'narrowed' : 'widened';
    const fewer = keyword === 'allOf' ? 'widened' : 'narrowed';
    if ((kept(was, is) || kept(is, was)) && was.length !== is.length) {
      const change = kept(was, is) ? more : fewer;
      const what = `${keyword}: ${kept(was, is) ? 'alternatives added' : 'alternatives removed'}`;
      if (input)
        return [
          change === 'widened'
            ? here('compatible', 'input-alternatives-widened', `${what}: more inputs accepted`)
            : here('breaking', 'input-alternatives-narrowed', `${what}: some inputs accepted before are refused`),
        ];
      return [
        change === 'widened'
          ? here('risky', 'output-alternatives-widened', `${what}: the output may take a shape clients do not expect`)
          : here('compatible', 'output-alternatives-narrowed', `${what}: the output takes fewer shapes`),
      ];
    }
    if (was.length === is.length)
      return was.flatMap((item, index) => compare(item, is[index], `${place}/${index}`, context));
    return [
      here('risky', 'schema-not-compared', `could not compare: ${keyword} alternatives changed and changed in number`),
    ];
  });
}

/** default, description, documenting keywords, and any keyword no rule reads. */
function noteChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  pointer: string,
  side: SchemaSide,
): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const keyword of unionKeys(before, after)) {
    const was = before[keyword];
    const is = after[keyword];
    if (jsonEqual(was, is)) continue;
    const here = at(`${pointer}/${pointerKey(keyword)}`);
    if (keyword === 'default')
      changes.push(
        side === 'input'
          ? here(
              'risky',
              'default-changed',
              `default ${shortJson(was)} → ${shortJson(is)}: calls that omit it behave differently`,
            )
          : here('compatible', 'output-default-changed', `default ${shortJson(was)} → ${shortJson(is)}`),
      );
    else if (keyword === 'description') changes.push(descriptionChange(was, is, here));
    else if (DOCUMENTING.has(keyword)) changes.push(here('compatible', 'documentation-changed', `${keyword} changed`));
    else if (!HANDLED.has(keyword))
      changes.push(here('risky', 'schema-not-compared', `could not compare: keyword "${keyword}" changed`));
  }
  return changes;
}

/** A description: risky when a model may read it differently (see description-change.ts), compatible otherwise. */
export function descriptionChange(was: unknown, is: unknown, here: ReturnType<typeof at>): ContractChange {
  return describesDifferently(was, is)
    ? here('risky', 'description-changed', 'description changed enough that a model may choose differently')
    : here('compatible', 'description-reworded', 'description reworded slightly');
}

/** Equal, and with no $ref whose target may differ between the two roots. */
function same(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b) && !hasRef(a);
}

function hasRef(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && JSON.stringify(schema).includes('"$ref"');
}

function nameSet(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
}
