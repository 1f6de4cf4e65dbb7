import type { FindingSeverity } from '../finding-severity.ts';

/**
 * Whose fault a finding of this rule is, in the words a person reads: the
 * server's, the inspector's own doing (its probe, its host), the person's
 * own action, the network between them, or a model the person chose (its
 * tool calls in the Chat and evals). A finding's `cause` says the
 * same per occurrence; the catalogue says what the rule usually blames.
 */
export type RuleFault = 'server' | 'inspector' | 'person' | 'network' | 'model';

/** One rule, declared once: what a finding of it means and where the rule is written. */
export interface RuleSpec {
  /** The severity its findings are reported at. */
  readonly severity: FindingSeverity;
  /** One sentence: what a finding of this rule says is wrong (or worth knowing). */
  readonly means: string;
  /** The document and section the rule comes from: `JSON-RPC 2.0 §5`, `MCP basic/lifecycle`, `stdio transport`. */
  readonly cites: string;
  readonly fault: RuleFault;
}

/**
 * An area's rules, checked against `RuleSpec` while their ids stay literal,
 * so the index can make the union of every id a type.
 */
export function defineRules<const Rules extends Record<string, RuleSpec>>(rules: Rules): Rules {
  return rules;
}
