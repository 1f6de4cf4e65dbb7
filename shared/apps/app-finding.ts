import type { Finding } from '../diagnose/finding.ts';
import { appResourceRules } from '../diagnose/rules/app-resource.ts';
import { APPS_EXTENSION } from '../protocol/extensions.ts';

export type AppResourceRule = keyof typeof appResourceRules;

/** One finding about an app's resource or request, at its severity in the catalogue; `at` is where, from the frame. */
export function appFinding(rule: AppResourceRule, at: string, message: string): Finding {
  return { rule, severity: appResourceRules[rule].severity, pointer: at, source: APPS_EXTENSION, message };
}
