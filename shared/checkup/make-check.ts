import type { Finding } from '../diagnose/finding.ts';
import type { RuleId } from '../diagnose/rules/index.ts';
import type { CheckResult, EvidenceFrame, SpecRule } from './checkup-report.ts';
import type { Verdict } from './verdict.ts';

/** A check's name: its rule in the catalogue is `checkup-<name>`, so a check without a declared rule does not compile. */
export type CheckName = RuleId extends infer Id ? (Id extends `checkup-${infer Name}` ? Name : never) : never;

export interface CheckSpec {
  readonly name: CheckName;
  readonly title: string;
  readonly rule: SpecRule;
  /** Whether error findings on the server's frames turn a pass into a warning; off for checks that provoke the server on purpose. */
  readonly foldFindings?: boolean;
}

/** A check's result: its verdict as a finding, the frames behind it, and (when asked) what the protocol rules found on the server's frames. */
export function makeCheck(spec: CheckSpec, judged: Verdict, frames: readonly EvidenceFrame[] = []): CheckResult {
  const flagged = spec.foldFindings === false ? [] : serverFindings(frames);
  const folded: Verdict =
    flagged.length && judged.result === 'pass'
      ? {
          ...judged,
          result: 'warning',
          summary: `${judged.summary}; but the server's answer breaks rules: ${flagged.join(', ')}`,
        }
      : judged;
  const findings = checkFindings(spec, folded);
  // The summary of a failure, a warning or a pass's information is its finding's message.
  const summary = findings[0]?.message ?? folded.summary;
  return {
    name: spec.name,
    title: spec.title,
    result: folded.result,
    summary,
    evidence: { text: judged.text ?? judged.summary, frames },
    rule: folded.rule ?? spec.rule,
    findings,
  };
}

/** A failure or a warning as a finding: the check's rule, where the revision says it, and who caused it; a pass's information as an `info` finding. */
function checkFindings(spec: CheckSpec, judged: Verdict): Finding[] {
  const informs = judged.result === 'pass' && judged.information !== undefined;
  if (judged.result !== 'fail' && judged.result !== 'warning' && !informs) return [];
  const rule = judged.rule ?? spec.rule;
  return [
    {
      rule: `checkup-${spec.name}`,
      severity: judged.result === 'fail' ? 'error' : judged.result === 'warning' ? 'warning' : 'info',
      pointer: '',
      source: `${rule.revision} › ${rule.section}`,
      message: informs ? judged.information! : judged.summary,
      ...(judged.cause && judged.cause !== 'server' ? { cause: judged.cause } : {}),
    },
  ];
}

/** The rules the server's own frames break (errors only), each named once. */
function serverFindings(frames: readonly EvidenceFrame[]): string[] {
  const rules = new Set<string>();
  for (const frame of frames) {
    if (frame.direction !== 'in') continue;
    for (const finding of frame.findings ?? [])
      if (finding.severity === 'error' && (finding.cause ?? 'server') === 'server') rules.add(finding.rule);
  }
  return [...rules];
}
