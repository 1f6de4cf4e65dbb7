import { jsonRpcRules } from './jsonrpc.ts';
import { resultShapeRules } from './result-shape.ts';
import { skillRules } from './skills.ts';
import { taskRules } from './tasks.ts';
import { uriTemplateRules } from './uri-template.ts';
import type { RuleSpec } from './rule.ts';

export type { RuleFault, RuleSpec } from './rule.ts';

/**
 * Every rule a finding may name, declared once. Each area keeps its rules
 * in a file of its own beside this one (`jsonrpc.ts`, `mcp.ts`, …); adding
 * a rule is an entry there, adding an area is a file and one line here.
 * `Finding.rule` is typed from these ids, so an undeclared rule does not
 * compile, and the README's list of rules is written from this table
 * (`node scripts/rules-readme.ts`).
 */
export const RULES = {
  ...jsonRpcRules,
  ...resultShapeRules,
  ...skillRules,
  ...taskRules,
  ...uriTemplateRules,
} as const satisfies Record<string, RuleSpec>;

/** The id of a declared rule: `not-json`, `id-reused`, `schema-ref`. */
export type RuleId = keyof typeof RULES;

/** Whether `rule` is declared: for rule names that come from outside the code (an imported log, a filter typed by a person). */
export function isRuleId(rule: string): rule is RuleId {
  return Object.hasOwn(RULES, rule);
}
