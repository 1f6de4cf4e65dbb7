import type { CheckResult, EvidenceFrame, SpecRule } from './checkup-report.ts';
import type { Verdict } from './verdict.ts';

export interface CheckSpec {
  readonly name: string;
  readonly title: string;
  readonly rule: SpecRule;
  /** Whether error findings on the server's frames turn a pass into a warning; off for checks that provoke the server on purpose. */
  readonly foldFindings?: boolean;
}

/** A check's result: its verdict, the frames behind it, and (when asked) what the protocol rules found on the server's frames. */
export function makeCheck(spec: CheckSpec, judged: Verdict, frames: readonly EvidenceFrame[] = []): CheckResult {
  let { result, summary } = judged;
  const flagged = spec.foldFindings === false ? [] : serverFindings(frames);
  if (flagged.length && result === 'pass') {
    result = 'warning';
    summary = `${summary}; but the server's answer breaks rules: ${flagged.join(', ')}`;
  }
  return { name: spec.name, title: spec.title, result, summary, evidence: { text: judged.text ?? judged.summary, frames }, rule: spec.rule };
}

/** The rules the server's own frames break (errors only), each named once. */
function serverFindings(frames: readonly EvidenceFrame[]): string[] {
  const rules = new Set<string>();
  for (const frame of frames) {
    if (frame.direction !== 'in') continue;
    for (const finding of frame.findings ?? []) if (finding.severity === 'error') rules.add(finding.rule);
  }
  return [...rules];
}
