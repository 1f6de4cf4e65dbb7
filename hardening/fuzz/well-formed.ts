import type { Finding } from '../../shared/diagnose/finding.ts';

const RULE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SEVERITIES = new Set(['error', 'warning', 'info']);

/** What is wrong with a list of findings as findings (a rule name, a severity, a pointer); undefined when nothing is. */
export function malformedFinding(findings: readonly Finding[] | undefined): string | undefined {
  for (const finding of findings ?? []) {
    if (typeof finding.rule !== 'string' || !RULE.test(finding.rule)) return `rule ${String(finding.rule)}`;
    if (!SEVERITIES.has(finding.severity)) return `severity ${String(finding.severity)} of ${finding.rule}`;
    if (typeof finding.pointer !== 'string' || (finding.pointer !== '' && !finding.pointer.startsWith('/')))
      return `pointer of ${finding.rule}`;
    if (typeof finding.source !== 'string' || typeof finding.message !== 'string')
      return `source or message of ${finding.rule}`;
  }
  return undefined;
}
