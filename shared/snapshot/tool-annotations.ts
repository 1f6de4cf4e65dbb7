import { isRecord } from '../lib/guards.ts';
import { at, type ContractChange } from './contract-change.ts';
import { jsonEqual, unionKeys } from './json-diff.ts';

/** What the specification says a hint means when absent. */
const DEFAULTS: Record<string, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

/**
 * A tool's annotations, read with the specification's defaults. Risky: a
 * change that lets a host do without asking what it asked about before —
 * readOnlyHint true→false, destructiveHint false→true (while not read-only),
 * idempotentHint true→false (retries repeat effects), openWorldHint
 * false→true. Any other change is compatible.
 */
export function annotationChanges(was: unknown, is: unknown, place: string): ContractChange[] {
  const before = isRecord(was) ? was : {};
  const after = isRecord(is) ? is : {};
  const hint = (annotations: Record<string, unknown>, name: string) =>
    typeof annotations[name] === 'boolean' ? (annotations[name] as boolean) : DEFAULTS[name];
  const changes: ContractChange[] = [];
  for (const name of unionKeys(before, after)) {
    if (jsonEqual(before[name], after[name])) continue;
    const here = at(`${place}/${name}`);
    const from = hint(before, name);
    const to = hint(after, name);
    const readOnlyAfter = hint(after, 'readOnlyHint');
    if (name === 'readOnlyHint' && from === true && to === false)
      changes.push(here('risky', 'no-longer-read-only', 'readOnlyHint true → false: the tool may now change things'));
    else if (name === 'destructiveHint' && from === false && to === true && !readOnlyAfter)
      changes.push(here('risky', 'now-destructive', 'destructiveHint false → true: the tool may now destroy data'));
    else if (name === 'idempotentHint' && from === true && to === false)
      changes.push(
        here('risky', 'no-longer-idempotent', 'idempotentHint true → false: repeating a call may repeat its effect'),
      );
    else if (name === 'openWorldHint' && from === false && to === true)
      changes.push(here('risky', 'now-open-world', 'openWorldHint false → true: the tool now reaches outside systems'));
    else
      changes.push(
        here(
          'compatible',
          'annotation-changed',
          `${name} ${String(before[name] ?? 'unset')} → ${String(after[name] ?? 'unset')}`,
        ),
      );
  }
  return changes;
}
