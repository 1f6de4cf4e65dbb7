import { PORTABILITY_RULES, schemaPortability } from '../diagnose/schema-portability.ts';
import { isRecord } from '../lib/guards.ts';
import { forInformation, verdict, type Verdict } from './verdict.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * How portable the tools' inputSchemas are: constructs common clients
 * reject or mishandle (see schemaPortability). A risk the server runs, not
 * a rule it breaks: a warning at worst, never a failure.
 */
export function judgeSchemaPortability(tools: readonly unknown[]): Verdict {
  if (!tools.length) return verdict('not-applicable', 'The server lists no tools');
  // Evidence grouped by rule: what it means once, then each place it was met.
  const places = new Map<string, string[]>();
  let warnings = 0;
  let notes = 0;
  let flagged = 0;
  const rules = new Map<string, number>();
  for (const [index, tool] of tools.entries()) {
    const record = isRecord(tool) ? tool : {};
    const name = typeof record['name'] === 'string' ? record['name'] : `#${index}`;
    const findings = schemaPortability(record['inputSchema']);
    if (!findings.length) continue;
    flagged++;
    for (const finding of findings) {
      if (finding.severity === 'warning') warnings++;
      else notes++;
      rules.set(finding.rule, (rules.get(finding.rule) ?? 0) + 1);
      const base = Object.values(PORTABILITY_RULES).find((rule) => rule.rule === finding.rule)?.message ?? '';
      const detail = finding.message.startsWith(base) ? finding.message.slice(base.length).trim() : finding.message;
      places.set(finding.rule, [
        ...(places.get(finding.rule) ?? []),
        `  tool "${name}" ${finding.pointer || '(root)'}${detail ? ` ${detail}` : ''}`,
      ]);
    }
  }
  if (!flagged)
    return verdict('pass', `${plural(tools.length, 'tool')}: no schema construct known to trouble common clients`);
  const kinds = [...rules.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([rule, n]) => `${rule.replace(/^schema-/, '')} ×${n}`)
    .join(', ');
  const counted = [warnings ? plural(warnings, 'warning') : '', notes ? plural(notes, 'note') : '']
    .filter(Boolean)
    .join(' and ');
  const summary = `${counted} across ${plural(flagged, 'tool')} of ${tools.length} (${kinds}): constructs some clients reject or mishandle`;
  const text = [...places.entries()]
    .map(([rule, lines]) => {
      const spec = Object.values(PORTABILITY_RULES).find((known) => known.rule === rule);
      return `${rule} (${spec?.severity ?? 'info'}): ${spec?.message ?? ''}\n${lines.join('\n')}`;
    })
    .join('\n');
  return warnings ? verdict('warning', summary, text) : forInformation(summary, text);
}
