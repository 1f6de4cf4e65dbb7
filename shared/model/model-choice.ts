/** How a model is reached: an OpenAI-compatible endpoint (Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter), Anthropic, OpenAI, or Google (Gemini API). */
export type ProviderKind = 'openai-compatible' | 'anthropic' | 'openai' | 'google';

export const PROVIDER_KINDS: readonly ProviderKind[] = ['openai-compatible', 'anthropic', 'openai', 'google'];

/** One model the person chose: which provider, where (the provider's own base URL when left out), and the model id as typed. */
export interface ModelChoice {
  provider: ProviderKind;
  /** Required for `openai-compatible`; for the others, the provider's own API unless given. */
  baseUrl?: string;
  /** Free text: whatever id the provider knows the model by. */
  model: string;
}

export function isProviderKind(value: unknown): value is ProviderKind {
  return typeof value === 'string' && (PROVIDER_KINDS as readonly string[]).includes(value);
}

/** The base URL a provider is called at when the choice names none; none for an OpenAI-compatible endpoint, which must be given. */
export function defaultBaseUrl(provider: ProviderKind): string | undefined {
  if (provider === 'anthropic') return 'https://api.anthropic.com/v1';
  if (provider === 'openai') return 'https://api.openai.com/v1';
  if (provider === 'google') return 'https://generativelanguage.googleapis.com/v1beta';
  return undefined;
}

/** The base URL the choice is called at, or undefined when an OpenAI-compatible choice lacks one. */
export function choiceBaseUrl(choice: ModelChoice): string | undefined {
  return choice.baseUrl?.trim() || defaultBaseUrl(choice.provider);
}

/** The environment variables a key is read from, first found wins: ours, then the provider's usual one. */
export function apiKeyVariables(provider: ProviderKind): readonly string[] {
  if (provider === 'anthropic') return ['MCP_LOUPE_LLM_API_KEY', 'ANTHROPIC_API_KEY'];
  if (provider === 'google') return ['MCP_LOUPE_LLM_API_KEY', 'GOOGLE_GENERATIVE_AI_API_KEY'];
  return ['MCP_LOUPE_LLM_API_KEY', 'OPENAI_API_KEY'];
}

/** The key for a provider from an environment (never from argv), or undefined when none is set. */
export function keyFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  provider: ProviderKind,
): string | undefined {
  for (const name of apiKeyVariables(provider)) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** How a choice is named to a person: `anthropic claude-sonnet-4` or `openai-compatible llama3 at http://…`. */
export function modelLabel(choice: ModelChoice): string {
  const at = choice.provider === 'openai-compatible' && choice.baseUrl ? ` at ${choice.baseUrl}` : '';
  return `${choice.provider} ${choice.model}${at}`;
}

/** What is missing from a choice before it can be used, in a sentence; undefined when it is complete. */
export function choiceProblem(choice: ModelChoice): string | undefined {
  if (!choice.model.trim()) return 'Name the model (its id as the provider knows it)';
  if (choice.provider === 'openai-compatible' && !choice.baseUrl?.trim())
    return 'An OpenAI-compatible provider needs its base URL (such as http://localhost:11434/v1 for Ollama)';
  const base = choiceBaseUrl(choice);
  if (base !== undefined && !/^https?:\/\//i.test(base)) return `The base URL must be http(s): ${base}`;
  return undefined;
}
