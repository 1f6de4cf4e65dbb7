import { isRecord } from '../lib/guards.ts';
import { jsonLength } from '../lib/json-length.ts';
import { pointer } from '../lib/json-pointer.ts';
import type { Finding, FindingSeverity } from './finding.ts';
import type { RuleId } from './rules/index.ts';

/**
 * Portability of a tool's inputSchema: constructs that are valid JSON
 * Schema, and valid MCP, but that common clients (and the model APIs they
 * pass schemas to) are known to reject or mishandle. Server risks, never
 * protocol errors: warnings and notes only. Pointers are into inputSchema.
 */

const SOURCE = 'client portability';
/** Past this many nested levels, OpenAI's strict mode refuses the schema (it allows 10). */
const MAX_DEPTH = 10;
/** Past this size (JSON characters) a schema weighs on every request's context and on providers' size limits. */
const MAX_CHARS = 50_000;
/** Each rule names at most this many places per tool; the last finding says how many more. */
const MAX_PER_RULE = 5;
/** The string formats Gemini's function declarations accept; others are rejected or dropped there. */
const GEMINI_FORMATS = new Set(['date-time', 'enum']);

const NULL_TYPE = (schema: unknown) => isRecord(schema) && schema['type'] === 'null';

type Rule = { rule: RuleId; severity: FindingSeverity; message: string };

export const PORTABILITY_RULES = {
  notObject: {
    rule: 'schema-root-not-object',
    severity: 'warning',
    message:
      'inputSchema is not type "object": the TypeScript SDK client rejects the tools/list, and OpenAI and Anthropic require an object',
  },
  rootCombinator: {
    rule: 'schema-root-combinator',
    severity: 'warning',
    message:
      'anyOf/oneOf/allOf at the top of inputSchema: the Anthropic API refuses every request that lists this tool (Claude Code, Claude Desktop)',
  },
  typeArray: {
    rule: 'schema-type-array',
    severity: 'warning',
    message:
      'A type array: some clients require one type (Kuadrant mcp-gateway drops the tool, Gemini rejects it, Claude Code has sent such values truncated)',
  },
  nullableUnion: {
    rule: 'schema-nullable-union',
    severity: 'info',
    message:
      'anyOf/oneOf with {type: "null"}: Codex and Claude Code have flattened such unions to a plain type, and Gemini wants nullable instead',
  },
  ref: {
    rule: 'schema-ref',
    severity: 'warning',
    message:
      "$ref: some clients do not resolve $ref/$defs (Gemini CLI, GitHub Copilot CLI, Kiro, opencode; the official Inspector's form), failing the tool list or losing the parameter",
  },
  additionalPropertiesSchema: {
    rule: 'schema-additional-properties',
    severity: 'info',
    message: 'additionalProperties as a schema: Gemini rejects the keyword, and OpenAI strict mode accepts only false',
  },
  format: {
    rule: 'schema-format',
    severity: 'info',
    message:
      'A string format Gemini does not accept (it takes only date-time and enum): the declaration may be refused or the format dropped',
  },
  deep: {
    rule: 'schema-deep',
    severity: 'info',
    message: `Nested deeper than ${MAX_DEPTH} levels: OpenAI strict mode refuses it, and models fill deep shapes poorly`,
  },
  huge: {
    rule: 'schema-huge',
    severity: 'info',
    message: `inputSchema is over ${MAX_CHARS.toLocaleString('en')} characters of JSON: it is sent with every request and meets providers' size limits`,
  },
} as const satisfies Record<string, Rule>;

type Place = { path: readonly (string | number)[]; depth: number };

/** Subschemas of a schema node: [key path, whether it is one level deeper in the value]. */
function children(node: Record<string, unknown>): Array<[readonly (string | number)[], unknown, boolean]> {
  const out: Array<[readonly (string | number)[], unknown, boolean]> = [];
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']) {
    const map = node[key];
    if (isRecord(map))
      for (const [name, value] of Object.entries(map))
        out.push([[key, name], value, key !== '$defs' && key !== 'definitions' && key !== 'dependentSchemas']);
  }
  for (const key of [
    'items',
    'additionalProperties',
    'not',
    'if',
    'then',
    'else',
    'contains',
    'propertyNames',
    'unevaluatedProperties',
    'unevaluatedItems',
  ]) {
    const value = node[key];
    if (Array.isArray(value))
      value.forEach((item, i) => {
        out.push([[key, i], item, true]);
      });
    else if (isRecord(value)) out.push([[key], value, key === 'items' || key === 'additionalProperties']);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((item, i) => {
        out.push([[key, i], item, key === 'prefixItems']);
      });
  }
  return out;
}

/** The portability findings of one tool's inputSchema, pointers into it. */
export function schemaPortability(inputSchema: unknown): Finding[] {
  const findings: Finding[] = [];
  const counts = new Map<string, number>();
  const add = (rule: Rule, path: readonly (string | number)[], detail?: string) => {
    const count = (counts.get(rule.rule) ?? 0) + 1;
    counts.set(rule.rule, count);
    if (count > MAX_PER_RULE) return;
    findings.push({
      rule: rule.rule,
      severity: rule.severity,
      pointer: pointer(...path),
      source: SOURCE,
      message: detail ? `${rule.message} (${detail})` : rule.message,
    });
  };
  if (!isRecord(inputSchema)) return [];
  if (inputSchema['type'] !== 'object') add(PORTABILITY_RULES.notObject, ['type']);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(inputSchema[key])) add(PORTABILITY_RULES.rootCombinator, [key]);

  let deepest: Place | undefined;
  const seen = new Set<unknown>();
  const visit = (node: unknown, place: Place): void => {
    if (!isRecord(node) || seen.has(node) || place.path.length > 200) return;
    seen.add(node);
    if (place.depth > MAX_DEPTH && deepest === undefined) deepest = place;
    const type = node['type'];
    if (Array.isArray(type) && type.length > 1)
      add(PORTABILITY_RULES.typeArray, [...place.path, 'type'], JSON.stringify(type));
    for (const key of ['anyOf', 'oneOf']) {
      const list = node[key];
      if (Array.isArray(list) && list.some(NULL_TYPE)) add(PORTABILITY_RULES.nullableUnion, [...place.path, key]);
    }
    if (typeof node['$ref'] === 'string') add(PORTABILITY_RULES.ref, [...place.path, '$ref'], node['$ref']);
    if (isRecord(node['additionalProperties']))
      add(PORTABILITY_RULES.additionalPropertiesSchema, [...place.path, 'additionalProperties']);
    const format = node['format'];
    if (typeof format === 'string' && !GEMINI_FORMATS.has(format))
      add(PORTABILITY_RULES.format, [...place.path, 'format'], format);
    for (const [keys, child, deeper] of children(node))
      visit(child, { path: [...place.path, ...keys], depth: place.depth + (deeper ? 1 : 0) });
  };
  visit(inputSchema, { path: [], depth: 0 });
  if (deepest !== undefined) add(PORTABILITY_RULES.deep, deepest.path);
  const size = jsonLength(inputSchema);
  if (size > MAX_CHARS) add(PORTABILITY_RULES.huge, [], `${size.toLocaleString('en')} characters`);

  // A rule met more often than shown says so once, on its last finding.
  for (const [rule, count] of counts) {
    if (count <= MAX_PER_RULE) continue;
    const index = findings.findLastIndex((finding) => finding.rule === rule);
    const last = findings[index]!;
    findings[index] = { ...last, message: `${last.message}; and ${count - MAX_PER_RULE} more places` };
  }
  return findings;
}
