import { appChannelRules } from './app-channel.ts';
import { appResourceRules } from './app-resource.ts';
import { checkupRules } from './checkup.ts';
import { commandLineRules } from './command-line.ts';
import { configRules } from './config.ts';
import { corsRules } from './cors.ts';
import { entryRules } from './entries.ts';
import { evalRules } from './evals.ts';
import { httpRules } from './http.ts';
import { jsonRpcRules } from './jsonrpc.ts';
import { listRules } from './lists.ts';
import { mcpRules } from './mcp.ts';
import { modelRules } from './model.ts';
import { resultShapeRules } from './result-shape.ts';
import { samplingRules } from './sampling.ts';
import { skillRules } from './skills.ts';
import { snapshotRules } from './snapshot.ts';
import { stdioRules } from './stdio.ts';
import { taskRules } from './tasks.ts';
import { toolRules } from './tools.ts';
import { uriTemplateRules } from './uri-template.ts';
import type { RuleSpec } from './rule.ts';

export type { RuleFault, RuleSpec } from './rule.ts';

/**
 * Every rule a finding may name, declared once. Each area keeps its rules
 * in a file of its own beside this one (`jsonrpc.ts`, `mcp.ts`, …); adding
 * a rule is an entry there, adding an area is a file and its line in both
 * lists below. `Finding.rule` is typed from these ids, so an undeclared
 * rule does not compile, and the README's list of rules is written from
 * the areas (`node scripts/rules-readme.ts`).
 */
export const RULES = {
  ...jsonRpcRules,
  ...stdioRules,
  ...httpRules,
  ...corsRules,
  ...mcpRules,
  ...entryRules,
  ...toolRules,
  ...resultShapeRules,
  ...listRules,
  ...uriTemplateRules,
  ...taskRules,
  ...samplingRules,
  ...skillRules,
  ...appResourceRules,
  ...appChannelRules,
  ...checkupRules,
  ...snapshotRules,
  ...configRules,
  ...commandLineRules,
  ...modelRules,
  ...evalRules,
} as const satisfies Record<string, RuleSpec>;

/** The areas in the order the README lists them, each with its heading. */
export const RULE_AREAS: ReadonlyArray<{ readonly title: string; readonly rules: Readonly<Record<string, RuleSpec>> }> =
  [
    { title: 'JSON-RPC 2.0', rules: jsonRpcRules },
    { title: 'The stdio transport', rules: stdioRules },
    { title: 'A server behind a URL', rules: httpRules },
    { title: "A browser's CORS, as the inspector's probe finds it", rules: corsRules },
    { title: 'MCP messages', rules: mcpRules },
    { title: 'What a server says of itself and its lists', rules: entryRules },
    { title: 'Tools', rules: toolRules },
    { title: 'Results as read for display', rules: resultShapeRules },
    { title: 'Lists in pages', rules: listRules },
    { title: 'URI templates', rules: uriTemplateRules },
    { title: 'Tasks', rules: taskRules },
    { title: "The server's requests", rules: samplingRules },
    { title: 'Skills', rules: skillRules },
    { title: "MCP Apps: a tool's _meta.ui, a view's resource and its requests", rules: appResourceRules },
    { title: "MCP Apps: a view's channel and sandbox", rules: appChannelRules },
    { title: 'The checkup', rules: checkupRules },
    { title: 'A server read in full: snapshots and overviews', rules: snapshotRules },
    { title: "The person's configuration files", rules: configRules },
    { title: "The person's command line", rules: commandLineRules },
    { title: "A model's tool calls", rules: modelRules },
    { title: "The person's eval case files", rules: evalRules },
  ];

/** The id of a declared rule: `not-json`, `id-reused`, `schema-ref`. */
export type RuleId = keyof typeof RULES;

/** Whether `rule` is declared: for names from outside the code (an imported log, a filter typed by a person). */
export function isRuleId(rule: string): rule is RuleId {
  return Object.hasOwn(RULES, rule);
}
