import type { SpecRule } from './checkup-report.ts';

const JSONRPC_ERRORS: SpecRule = { revision: 'JSON-RPC 2.0', section: '5.1 Error object', url: 'https://www.jsonrpc.org/specification#error_object' };

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

/** 2026-07-28's discovery and per-request versions (SEP-2575). */
export function discoverRule(section: string): SpecRule {
  return { revision: '2026-07-28', section: `${section} (SEP-2575)` };
}
