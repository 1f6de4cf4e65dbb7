import { defaultBaseUrl, OWN_KEY_VARIABLE, type ProviderKind, usualKeyVariable } from './provider-kind.ts';
import { isHeaderSafeKey } from './key-text.ts';

/** A key from the proxy's environment, and the one provider origin it may go to. */
export interface EnvironmentKey {
  variable: string;
  value: string;
  provider: ProviderKind;
  origin: string;
}

/** The model configured at start (`--llm-provider`, `--llm-base-url`): its origin gets mcp-loupe's own variable first. */
export interface StartProvider {
  provider: ProviderKind;
  baseUrl: string;
}

/**
 * The keys the environment holds, each bound to one origin so that a base
 * URL changed in the page never receives a key meant for another: the
 * start's provider gets $MCP_LOUPE_LLM_API_KEY (else its usual variable),
 * OpenAI's own API $OPENAI_API_KEY, Anthropic's $ANTHROPIC_API_KEY, Google's
 * Gemini API $GOOGLE_GENERATIVE_AI_API_KEY.
 * A value a header cannot carry is left out; `refused` names its variable.
 */
export function environmentKeys(
  env: Readonly<Record<string, string | undefined>>,
  start: StartProvider | undefined,
): { keys: EnvironmentKey[]; refused: string[] } {
  const keys: EnvironmentKey[] = [];
  const refused: string[] = [];
  const bind = (variable: string, provider: ProviderKind, baseUrl: string | undefined) => {
    const value = env[variable]?.trim();
    if (!value || baseUrl === undefined) return false;
    if (!isHeaderSafeKey(value)) {
      if (!refused.includes(variable)) refused.push(variable);
      return false;
    }
    const origin = new URL(baseUrl).origin;
    if (!keys.some((key) => key.provider === provider && key.origin === origin))
      keys.push({ variable, value, provider, origin });
    return true;
  };
  if (start && !bind(OWN_KEY_VARIABLE, start.provider, start.baseUrl))
    bind(usualKeyVariable(start.provider), start.provider, start.baseUrl);
  bind('OPENAI_API_KEY', 'openai', defaultBaseUrl('openai'));
  bind('ANTHROPIC_API_KEY', 'anthropic', defaultBaseUrl('anthropic'));
  bind('GOOGLE_GENERATIVE_AI_API_KEY', 'google', defaultBaseUrl('google'));
  return { keys, refused };
}

export function environmentKeyFor(
  keys: readonly EnvironmentKey[],
  provider: ProviderKind,
  baseUrl: URL,
): EnvironmentKey | undefined {
  return keys.find((key) => key.provider === provider && key.origin === baseUrl.origin);
}
