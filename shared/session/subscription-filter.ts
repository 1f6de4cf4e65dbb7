import type { SubscriptionFilter } from '@modelcontextprotocol/client';

const listNames: [keyof SubscriptionFilter, string][] = [
  ['toolsListChanged', 'tools list changes'],
  ['promptsListChanged', 'prompts list changes'],
  ['resourcesListChanged', 'resources list changes'],
];

/** What a subscriptions/listen filter asks for, one phrase per notification kind or resource. */
export function filterParts(filter: SubscriptionFilter): string[] {
  const lists = listNames.filter(([key]) => filter[key] === true).map(([, name]) => name);
  return [...lists, ...(filter.resourceSubscriptions ?? []).map((uri) => `updates of ${uri}`)];
}

/** What was asked for and not honored: the phrases of `requested` missing from `honored`. */
export function notHonored(requested: SubscriptionFilter, honored: SubscriptionFilter | undefined): string[] {
  if (!honored) return [];
  const kept = new Set(filterParts(honored));
  return filterParts(requested).filter((part) => !kept.has(part));
}
