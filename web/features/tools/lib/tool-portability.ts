import type { Finding } from '../../../../shared/diagnose/finding.ts';
import { schemaPortability } from '../../../../shared/diagnose/schema-portability.ts';

const byInputSchema = new WeakMap<object, readonly Finding[]>();

/**
 * What some clients mishandle in a tool's inputSchema, worked out once per
 * schema: the list's rows (mounted again as a search or a scroll brings them
 * back) and the form ask for the same schema many times.
 */
export function toolPortability(inputSchema: unknown): readonly Finding[] {
  if (typeof inputSchema !== 'object' || inputSchema === null) return schemaPortability(inputSchema);
  let findings = byInputSchema.get(inputSchema);
  if (findings === undefined) {
    findings = Object.freeze(schemaPortability(inputSchema));
    byInputSchema.set(inputSchema, findings);
  }
  return findings;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "2 warnings, 1 note": how many portability findings of each weight. */
export function portabilityCount(findings: readonly Finding[]): string {
  const warnings = findings.filter((finding) => finding.severity === 'warning').length;
  const notes = findings.length - warnings;
  return [warnings ? plural(warnings, 'warning') : '', notes ? plural(notes, 'note') : ''].filter(Boolean).join(', ');
}
