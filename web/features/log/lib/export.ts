import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';

/** The log as JSON Lines: one entry per line, raw text included verbatim. */
export function toJsonLines(entries: readonly WireEntry[]): string {
  return entries.map((entry) => JSON.stringify(entry)).join('\n') + (entries.length ? '\n' : '');
}
