import type { ProviderKind } from './provider-kind.ts';

/**
 * The page's request headers a provider may get: what says the body's
 * format and the provider's own protocol switches. Anything else stays
 * behind, first of all whatever could carry a key (Authorization, which
 * holds our token, x-api-key, x-goog-api-key, api-key, cookies): the one
 * key sent is the proxy's, in the header its provider reads it from.
 */
const PASSED = new Set(['content-type', 'accept', 'anthropic-version', 'anthropic-beta', 'openai-beta']);

/** The version Anthropic's API needs on every request, when the page sent none. */
export const ANTHROPIC_VERSION = '2023-06-01';

export function providerRequestHeaders(
  incoming: Headers,
  provider: ProviderKind,
  key: string | undefined,
): [string, string][] {
  const headers: [string, string][] = [];
  incoming.forEach((value, name) => {
    if (PASSED.has(name) && (provider === 'anthropic' || !name.startsWith('anthropic-'))) headers.push([name, value]);
  });
  if (provider === 'anthropic') {
    if (!incoming.has('anthropic-version')) headers.push(['anthropic-version', ANTHROPIC_VERSION]);
    if (key !== undefined) headers.push(['x-api-key', key]);
  } else if (provider === 'google') {
    if (key !== undefined) headers.push(['x-goog-api-key', key]);
  } else if (key !== undefined) headers.push(['authorization', `Bearer ${key}`]);
  return headers;
}
