import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../diagnose/finding.ts';
import { jsonDiff, jsonEqual, shortJson, unionKeys, type DiffChange } from './json-diff.ts';

/** Keywords whose value is one schema. */
const schemaKeywords = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);
/** Keywords whose value is a list of schemas. */
const schemaListKeywords = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const schemaMapKeywords = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * The differences between two JSON Schemas as a person reads them: a
 * property added or removed, a property that became required or stopped
 * being, a type that changed; nested schemas (properties, items, anyOf, …)
 * compared the same way, anything else keyword by keyword.
 */
export function schemaDiff(before: unknown, after: unknown, base = ''): DiffChange[] {
  if (jsonEqual(before, after)) return [];
  if (!isRecord(before) || !isRecord(after)) return jsonDiff(before, after, base);
  const changes: DiffChange[] = [];
  for (const keyword of unionKeys(before, after)) {
    const at = `${base}/${pointerKey(keyword)}`;
    const was = before[keyword];
    const is = after[keyword];
    if (jsonEqual(was, is)) continue;
    if (keyword === 'type' && was !== undefined && is !== undefined) {
      changes.push({
        pointer: at,
        kind: 'type-changed',
        text: `type ${typeText(was)} → ${typeText(is)}`,
        before: was,
        after: is,
      });
    } else if (keyword === 'required') {
      changes.push(...requiredChanges(was, is, at));
    } else if (keyword === 'properties' && isRecord(was) && isRecord(is)) {
      changes.push(...propertyChanges(was, is, at));
    } else if (schemaMapKeywords.has(keyword) && isRecord(was) && isRecord(is)) {
      for (const name of unionKeys(was, is))
        changes.push(...schemaDiff(was[name], is[name], `${at}/${pointerKey(name)}`));
    } else if (schemaListKeywords.has(keyword) && Array.isArray(was) && Array.isArray(is)) {
      for (let index = 0; index < Math.max(was.length, is.length); index++)
        changes.push(...schemaDiff(was[index], is[index], `${at}/${index}`));
    } else if (schemaKeywords.has(keyword) && isRecord(was) && isRecord(is)) {
      changes.push(...schemaDiff(was, is, at));
    } else {
      changes.push(...jsonDiff(was, is, at));
    }
  }
  return changes;
}

function propertyChanges(before: Record<string, unknown>, after: Record<string, unknown>, at: string): DiffChange[] {
  return unionKeys(before, after).flatMap((name): DiffChange[] => {
    const pointer = `${at}/${pointerKey(name)}`;
    if (!(name in after))
      return [{ pointer, kind: 'property-removed', text: `property "${name}" removed`, before: before[name] }];
    if (!(name in before))
      return [
        {
          pointer,
          kind: 'property-added',
          text: `property "${name}" added${describeSchema(after[name])}`,
          after: after[name],
        },
      ];
    return schemaDiff(before[name], after[name], pointer);
  });
}

function requiredChanges(before: unknown, after: unknown, at: string): DiffChange[] {
  if ((before !== undefined && !isNameList(before)) || (after !== undefined && !isNameList(after)))
    return jsonDiff(before, after, at);
  const was = new Set(before ?? []);
  const is = new Set(after ?? []);
  return [
    ...[...is]
      .filter((name) => !was.has(name))
      .map(
        (name): DiffChange => ({ pointer: at, kind: 'now-required', text: `"${name}" is now required`, after: name }),
      ),
    ...[...was]
      .filter((name) => !is.has(name))
      .map(
        (name): DiffChange => ({
          pointer: at,
          kind: 'no-longer-required',
          text: `"${name}" is no longer required`,
          before: name,
        }),
      ),
  ];
}

function describeSchema(schema: unknown): string {
  if (!isRecord(schema)) return '';
  return schema.type !== undefined ? ` (${typeText(schema.type)})` : '';
}

function typeText(type: unknown): string {
  if (typeof type === 'string') return type;
  if (Array.isArray(type) && type.every((item) => typeof item === 'string')) return type.join(' | ');
  return shortJson(type);
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
