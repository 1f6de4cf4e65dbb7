import type { Finding, FindingSeverity } from '../finding.ts';
import { isRuleId, RULES } from './index.ts';

const rank: Record<FindingSeverity, number> = { info: 0, warning: 1, error: 2 };

/**
 * What the catalogue does not vouch for in `findings`: a rule it does not
 * declare (a cast, an imported log, a rule built from text at run time), or
 * a finding graver than its rule's declared severity. The type keeps the
 * first out of the code; this catches what slips past the type.
 */
export function undeclaredFindings(findings: Iterable<Finding>): string[] {
  const wrong = new Set<string>();
  for (const finding of findings) {
    const rule: string = finding.rule;
    if (!isRuleId(rule)) wrong.add(`${rule}: not in the catalogue (${finding.message})`);
    else if (rank[finding.severity] > rank[RULES[rule].severity])
      wrong.add(`${rule}: reported as ${finding.severity}, declared ${RULES[rule].severity}`);
  }
  return [...wrong];
}
