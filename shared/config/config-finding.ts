import type { Finding } from '../diagnose/finding.ts';
import { configSeverity } from '../diagnose/rules/config-severity.ts';

export type ConfigRule = keyof typeof configSeverity;

/**
 * One finding about the person's own configuration file, at its severity in
 * the catalogue; `at` points into the file (`/mcpServers/github/args/2`), ``
 * when the finding is about a copied entry as a whole.
 */
export function configFinding(rule: ConfigRule, at: string, message: string): Finding {
  return {
    rule,
    severity: configSeverity[rule],
    pointer: at,
    source: 'configuration file',
    message,
    cause: 'person',
  };
}

/** What a copied entry leaves out or leaves to do: findings about the copy as a whole. */
export class ExportNotes {
  readonly findings: Finding[] = [];

  say(rule: ConfigRule, message: string): void {
    this.findings.push(configFinding(rule, '', message));
  }
}
