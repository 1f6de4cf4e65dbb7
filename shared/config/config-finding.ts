import type { Finding } from '../diagnose/finding.ts';
import { configRules } from '../diagnose/rules/config.ts';

export type ConfigRule = keyof typeof configRules;

/** One finding about the person's own configuration file, at its catalogue severity; `at` points into the file. */
export function configFinding(rule: ConfigRule, at: string, message: string): Finding {
  return {
    rule,
    severity: configRules[rule].severity,
    pointer: at,
    source: 'configuration file',
    message,
    cause: 'person',
  };
}
