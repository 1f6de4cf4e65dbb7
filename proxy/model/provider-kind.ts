import type { ProviderKind } from '../../shared/model/model-choice.ts';

// The provider kinds, their default base URLs and the engine's key variables are shared/model's; what is
// the proxy's own is which variable binds a key to the start's origin.
export {
  defaultBaseUrl,
  isProviderKind,
  PROVIDER_KINDS,
  type ProviderKind,
} from '../../shared/model/model-choice.ts';

/** The environment variable a provider's key usually lives in (after mcp-loupe's own, MCP_LOUPE_LLM_API_KEY). */
export function usualKeyVariable(
  provider: ProviderKind,
): 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY' | 'GOOGLE_GENERATIVE_AI_API_KEY' {
  if (provider === 'anthropic') return 'ANTHROPIC_API_KEY';
  return provider === 'google' ? 'GOOGLE_GENERATIVE_AI_API_KEY' : 'OPENAI_API_KEY';
}

export const OWN_KEY_VARIABLE = 'MCP_LOUPE_LLM_API_KEY';
