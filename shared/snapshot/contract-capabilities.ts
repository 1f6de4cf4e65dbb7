import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../lib/json-pointer.ts';
import { at, type ContractChange } from './contract-change.ts';
import { jsonEqual, shortJson, unionKeys } from './json-diff.ts';

/**
 * The server's capabilities, member by member: one removed (or a flag
 * turned off) is breaking, since clients stop getting what it promised
 * (tools, list-changed notifications, subscriptions); one added compatible;
 * any other change "could not compare".
 */
export function capabilityChanges(before: unknown, after: unknown, pointer = '/capabilities'): ContractChange[] {
  if (jsonEqual(before, after) || before === undefined) return [];
  const here = at(pointer);
  const name = pointer.slice('/capabilities/'.length).replaceAll('/', '.') || 'capabilities';
  if (after === undefined || after === false)
    return [here('breaking', 'capability-removed', `capability "${name}" removed`)];
  if (before === false) return [here('compatible', 'capability-added', `capability "${name}" added`)];
  if (isRecord(before) && isRecord(after))
    return unionKeys(before, after).flatMap((key) => {
      const place = `${pointer}/${pointerKey(key)}`;
      if (before[key] === undefined && after[key] !== undefined && after[key] !== false)
        return [
          at(place)('compatible', 'capability-added', `capability "${place.slice(14).replaceAll('/', '.')}" added`),
        ];
      return capabilityChanges(before[key], after[key], place);
    });
  return [
    here(
      'risky',
      'capability-not-compared',
      `could not compare capability "${name}": ${shortJson(before)} → ${shortJson(after)}`,
    ),
  ];
}
