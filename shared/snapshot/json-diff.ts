import { isRecord } from '../lib/guards.ts';
import { pointerKey } from '../diagnose/finding.ts';

/** One difference between two JSON values, at a JSON pointer (RFC 6901), in words a person reads. */
export interface DiffChange {
  readonly pointer: string;
  readonly kind:
    | 'added'
    | 'removed'
    | 'changed'
    | 'property-added'
    | 'property-removed'
    | 'now-required'
    | 'no-longer-required'
    | 'type-changed';
  readonly text: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

/**
 * Every difference between two JSON values, member by member and index by
 * index, down to the leaves: what was added, removed or changed, and where.
 */
export function jsonDiff(before: unknown, after: unknown, base = ''): DiffChange[] {
  if (jsonEqual(before, after)) return [];
  if (before === undefined)
    return [{ pointer: base, kind: 'added', text: `${where(base)} added: ${shortJson(after)}`, after }];
  if (after === undefined)
    return [{ pointer: base, kind: 'removed', text: `${where(base)} removed (was ${shortJson(before)})`, before }];
  if (isRecord(before) && isRecord(after)) {
    return unionKeys(before, after).flatMap((key) => jsonDiff(before[key], after[key], `${base}/${pointerKey(key)}`));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: DiffChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++)
      changes.push(...jsonDiff(before[index], after[index], `${base}/${index}`));
    return changes;
  }
  return [
    {
      pointer: base,
      kind: 'changed',
      text: `${where(base)}: ${shortJson(before)} → ${shortJson(after)}`,
      before,
      after,
    },
  ];
}

/** Deep equality of JSON values; member order does not matter. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return (
      keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
      keys.every((key) => jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

/** The keys of both objects: those of the first in order, then those only the second has. */
export function unionKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/** A value as JSON, cut to fit a line. */
export function shortJson(value: unknown, length = 60): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function where(pointer: string): string {
  return pointer === '' ? 'the value' : pointer;
}
