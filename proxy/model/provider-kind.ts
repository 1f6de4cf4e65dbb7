/** The kinds of model provider mcp-loupe speaks to (shared/model's ProviderKind: the same three words). */
export const PROVIDER_KINDS = ['openai-compatible', 'anthropic', 'openai'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export function isProviderKind(value: unknown): value is ProviderKind {
  return typeof value === 'string' && (PROVIDER_KINDS as readonly string[]).includes(value);
}

/** Where a provider's API is when no base URL is given; an OpenAI-compatible server has none: its URL is needed. */
export function defaultBaseUrl(provider: ProviderKind): string | undefined {
  if (provider === 'openai') return 'https://api.openai.com/v1';
  if (provider === 'anthropic') return 'https://api.anthropic.com/v1';
  return undefined;
}

/** The environment variable a provider's key usually lives in (after mcp-loupe's own, MCP_LOUPE_LLM_API_KEY). */
export function usualKeyVariable(provider: ProviderKind): 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' {
  return provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
}

export const OWN_KEY_VARIABLE = 'MCP_LOUPE_LLM_API_KEY';
