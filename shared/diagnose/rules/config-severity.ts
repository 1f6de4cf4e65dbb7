import type { FindingSeverity } from '../finding-severity.ts';

/**
 * The severities of the config rules (rules/config.ts), apart from their
 * sentences: Copy as config is on the first screen, and its findings need
 * only these, not the catalogue's text.
 */
export const configSeverity = {
  'config-entry-disabled': 'info',
  'config-field-left-out': 'warning',
  'config-value-read-as': 'info',
  'config-runs-elsewhere': 'info',
  'config-placeholder-unfilled': 'warning',
  'config-export-left-out': 'info',
  'config-export-to-do': 'info',
} as const satisfies Record<string, FindingSeverity>;
