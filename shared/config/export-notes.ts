import type { Finding } from '../diagnose/finding.ts';

/** The rules of a copy's findings: both `info` in the catalogue (rules/config.ts), as the test beside checks. */
export type ExportRule = 'config-export-left-out' | 'config-export-to-do';

/**
 * What a copied entry leaves out or leaves to do: findings about the copy as
 * a whole, the person's. The severity is written here, not read from the
 * catalogue: Copy as config loads this on its first copy, and a shared
 * module would put one more file in the first screen's preload list.
 */
export class ExportNotes {
  readonly findings: Finding[] = [];

  say(rule: ExportRule, message: string): void {
    this.findings.push({ rule, severity: 'info', pointer: '', source: 'configuration file', message, cause: 'person' });
  }
}
