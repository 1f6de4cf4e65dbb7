import type { Finding } from '../diagnose/finding.ts';
import { skillRules } from '../diagnose/rules/skills.ts';
import { SKILLS_EXTENSION } from '../protocol/extensions.ts';

export type SkillRule = keyof typeof skillRules;

/** One finding about a skill, at its catalogue severity; `at` is where, from the frame (`/result/skills/0/uri`). */
export function skillFinding(rule: SkillRule, at: string, message: string): Finding {
  return { rule, severity: skillRules[rule].severity, pointer: at, source: SKILLS_EXTENSION, message };
}
