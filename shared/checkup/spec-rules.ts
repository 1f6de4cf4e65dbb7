import type { SpecRule } from './checkup-report.ts';

const JSONRPC_ERRORS: SpecRule = {
  revision: 'JSON-RPC 2.0',
  section: '5.1 Error object',
  url: 'https://www.jsonrpc.org/specification#error_object',
};

/** Pages of the specification, as laid out for the 2025 revisions (the 2026-07-28 pages are cited by section only). */
const pages = {
  ping: ['basic/utilities/ping', 'Ping'],
  lifecycle: ['basic/lifecycle#version-negotiation', 'Lifecycle › Version Negotiation'],
  capabilities: ['basic/lifecycle#capability-negotiation', 'Lifecycle › Capability Negotiation'],
  cancellation: ['basic/utilities/cancellation', 'Cancellation'],
  pagination: ['server/utilities/pagination', 'Pagination'],
  tools: ['server/tools', 'Tools'],
  toolNames: ['server/tools#tool-names', 'Tools › Tool Names'],
  prompts: ['server/prompts', 'Prompts'],
  promptErrors: ['server/prompts#error-handling', 'Prompts › Error Handling'],
  toolErrors: ['server/tools#error-handling', 'Tools › Error Handling'],
  resourceTemplates: ['server/resources#resource-templates', 'Resources › Resource Templates'],
  resources: ['server/resources', 'Resources'],
  subscriptions: ['server/resources#subscriptions', 'Resources › Subscriptions'],
  listChanged: ['server/tools#list-changed-notification', 'Tools, Resources, Prompts › List Changed Notification'],
  logging: ['server/utilities/logging', 'Logging'],
  completion: ['server/utilities/completion', 'Completion'],
} as const;

export type SpecPage = keyof typeof pages;

/** The rule's place in the revision the server speaks. */
export function specPage(page: SpecPage, revision: string | undefined): SpecRule {
  const [path, section] = pages[page];
  const cited = revision ?? '2025-11-25';
  if (cited >= '2026-07-28') return { revision: cited, section };
  return { revision: cited, section, url: `https://modelcontextprotocol.io/specification/${cited}/${path}` };
}

export function jsonRpcErrors(section = '5.1 Error object'): SpecRule {
  return { ...JSONRPC_ERRORS, section };
}

/**
 * Where each revision asks for -32602 Invalid params when a request's params
 * are wrong: Prompts › Error Handling names it for prompts/get ("Invalid
 * prompt name: -32602"); Tools › Error Handling lists invalid arguments
 * among the protocol errors, its example -32602; for resources/read,
 * Resources › Error Handling names only -32002 and -32603, so the code
 * comes from JSON-RPC 2.0 itself ("Invalid method parameter(s)").
 */
export function invalidParamsRule(method: string, revision: string | undefined): SpecRule {
  if (method === 'prompts/get') return specPage('promptErrors', revision);
  if (method === 'tools/call') return specPage('toolErrors', revision);
  return jsonRpcErrors('5.1 Error object: -32602 Invalid params');
}

/** Several rules cited as one (a check whose probes rest on different sections); one rule stays as it is. */
export function joinRules(rules: readonly SpecRule[]): SpecRule {
  const unique = rules.filter(
    (rule, index) =>
      rules.findIndex((other) => other.revision === rule.revision && other.section === rule.section) === index,
  );
  if (unique.length === 1) return unique[0]!;
  const revisions = [...new Set(unique.map((rule) => rule.revision))];
  const section = unique
    .map((rule) => (revisions.length > 1 ? `${rule.section} (${rule.revision})` : rule.section))
    .join('; ');
  return { revision: revisions.join(' · '), section, ...(unique[0]?.url ? { url: unique[0].url } : {}) };
}

/** 2026-07-28's discovery and per-request versions (SEP-2575). */
export function discoverRule(section: string): SpecRule {
  return { revision: '2026-07-28', section: `${section} (SEP-2575)` };
}

/** Where the MCP Apps extension's stable revision is written (its sections have no pages of their own). */
const APPS_SPEC = 'https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx';

const appSections = {
  resourceFormat: ['UI Resource Format', 'ui-resource-format'],
  content: ['UI Resource Format › Content Requirements', 'content-requirements'],
  discovery: ['Resource Discovery', 'resource-discovery'],
  behavior: ['Resource Discovery › Behavior', 'behavior'],
  visibility: ['Resource Discovery › Visibility', 'visibility'],
} as const;

/** A rule of the MCP Apps extension (io.modelcontextprotocol/ui), revision 2026-01-26. */
export function appsRule(section: keyof typeof appSections): SpecRule {
  const [title, anchor] = appSections[section];
  return { revision: 'MCP Apps 2026-01-26', section: title, url: `${APPS_SPEC}#${anchor}` };
}
