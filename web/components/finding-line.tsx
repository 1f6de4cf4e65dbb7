import { type Finding, findingSentence } from '../../shared/diagnose/finding.ts';

/** One finding in a list of what is wrong: its sentence, then the rule it breaks, quieter (the findings panel counts by it). */
export function FindingLine({ finding }: { finding: Finding }) {
  return (
    <li>
      {findingSentence(finding)} <span className="whitespace-nowrap opacity-60">[{finding.rule}]</span>
    </li>
  );
}

/** Findings in a tooltip: one sentence a line, each with its rule. */
export function findingsTooltip(findings: readonly Finding[]): string {
  return findings.map((finding) => `${findingSentence(finding)} [${finding.rule}]`).join('\n');
}

/** `1 problem`, `3 problems`. */
export function problemCount(findings: readonly Finding[]): string {
  return findings.length === 1 ? '1 problem' : `${findings.length} problems`;
}
