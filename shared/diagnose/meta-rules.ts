import { pointer, type Finding } from './finding.ts';

/**
 * `_meta` key names (from 2025-06-18): an optional prefix of dot-separated
 * labels and a slash, then a name. Labels start with a letter and end with
 * a letter or digit, with letters, digits and hyphens between. A name,
 * unless empty, begins and ends with a letter or digit, with hyphens,
 * underscores, dots and alphanumerics between. Prefixes are reserved for
 * MCP: on 2025-06-18, any with `modelcontextprotocol` or `mcp` in a label
 * other than the last; from 2025-11-25, any whose second label is one of them.
 */

const KEY_RULES_SINCE = '2025-06-18';
const SECOND_LABEL_RULE_SINCE = '2025-11-25';
const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;
const MCP_LABELS = new Set(['modelcontextprotocol', 'mcp']);
/** Keys MCP itself defines under its reserved prefix: these are MCP's to use, from either side. */
const MCP_KEYS = new Set([
  'io.modelcontextprotocol/related-task',
  'io.modelcontextprotocol/protocolVersion',
  'io.modelcontextprotocol/clientInfo',
  'io.modelcontextprotocol/serverInfo',
  'io.modelcontextprotocol/clientCapabilities',
  'io.modelcontextprotocol/subscriptionId',
  'io.modelcontextprotocol/logLevel',
  'io.modelcontextprotocol/model-immediate-response',
]);
/** Past this many keys, a _meta object is looked at no further: the rules stay cheap on hostile frames. */
const MAX_KEYS = 200;

/** Findings for the keys of one `_meta` object at `at` (e.g. ['params', '_meta']). */
export function metaKeyFindings(meta: unknown, at: readonly string[], revision: string | undefined): Finding[] {
  if (revision !== undefined && revision < KEY_RULES_SINCE) return [];
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return [];
  const source = revision ?? KEY_RULES_SINCE;
  const findings: Finding[] = [];
  let seen = 0;
  for (const key in meta) {
    if (!Object.hasOwn(meta, key)) continue;
    if (++seen > MAX_KEYS) break;
    const finding = metaKeyFinding(key, revision);
    if (finding) findings.push({ ...finding, pointer: pointer(...at, key), source });
  }
  return findings;
}

type KeyFinding = Omit<Finding, 'pointer' | 'source'>;

export function metaKeyFinding(key: string, revision: string | undefined): KeyFinding | undefined {
  if (key === '')
    return {
      rule: 'meta-key-empty',
      severity: 'info',
      message: 'an empty _meta key: the grammar allows an empty name, but the key says nothing',
    };
  const slash = key.lastIndexOf('/');
  const prefix = slash >= 0 ? key.slice(0, slash) : undefined;
  const name = slash >= 0 ? key.slice(slash + 1) : key;
  const shown = JSON.stringify(key.length > 60 ? `${key.slice(0, 57)}…` : key);
  if (prefix !== undefined) {
    const labels = prefix.split('.');
    const bad = labels.find((label) => !LABEL.test(label));
    if (bad !== undefined) {
      return {
        rule: 'meta-key-invalid',
        severity: 'error',
        message: `_meta key ${shown}: prefix label ${JSON.stringify(bad)} must start with a letter, end with a letter or digit, and hold only letters, digits and hyphens`,
      };
    }
  }
  if (!NAME.test(name)) {
    return {
      rule: 'meta-key-invalid',
      severity: 'error',
      message: `_meta key ${shown}: the name must begin and end with a letter or digit, with only letters, digits, hyphens, underscores and dots between`,
    };
  }
  if (prefix === undefined || MCP_KEYS.has(key)) return undefined;
  const labels = prefix.split('.');
  if (reserved(labels, revision)) {
    return {
      rule: 'meta-key-reserved-prefix',
      severity: 'warning',
      message: `_meta key ${shown}: the prefix ${prefix}/ is reserved for MCP itself`,
    };
  }
  if (labels.length === 1 && MCP_LABELS.has(labels[0]!.toLowerCase())) {
    return {
      rule: 'meta-key-mcp-lookalike',
      severity: 'info',
      message: `_meta key ${shown}: ${prefix}/ is not reserved by the letter of the rule, but reads as MCP's own; use a reverse-DNS prefix of a domain you own`,
    };
  }
  return undefined;
}

function reserved(labels: readonly string[], revision: string | undefined): boolean {
  const lower = labels.map((label) => label.toLowerCase());
  if (revision === undefined || revision >= SECOND_LABEL_RULE_SINCE)
    return lower.length >= 2 && MCP_LABELS.has(lower[1]!);
  return lower.slice(0, -1).some((label) => MCP_LABELS.has(label));
}
