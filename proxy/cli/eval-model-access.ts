import { type ModelAccess, ModelChoiceError, providerLanguageModel } from '../../shared/model/model-access.ts';
import { choiceBaseUrl } from '../../shared/model/model-choice.ts';
import { environmentKeyFor, environmentKeys } from '../model/environment-keys.ts';
import type { LlmOptions } from './llm-args.ts';

/**
 * The provider reached straight from the command line, a key from the
 * environment bound to one origin, as the proxy binds them: the command
 * line's provider gets $MCP_LOUPE_LLM_API_KEY (else its usual variable),
 * OpenAI's, Anthropic's and Google's own APIs their usual variables. A base URL that
 * only the case file names gets no key: a case file may come from anyone
 * (a pull request in CI), and must not be able to send a key elsewhere.
 */
export function evalModelAccess(
  env: Readonly<Record<string, string | undefined>>,
  llm: LlmOptions | undefined,
): ModelAccess {
  const { keys } = environmentKeys(env, llm ? { provider: llm.provider, baseUrl: llm.baseUrl } : undefined);
  return {
    languageModel(choice) {
      const baseURL = choiceBaseUrl(choice);
      if (baseURL === undefined) throw new ModelChoiceError(`${choice.model}: no base URL`);
      const key = environmentKeyFor(keys, choice.provider, new URL(baseURL));
      if (key) return providerLanguageModel(choice, { baseURL, apiKey: key.value });
      // Without a key of its own, the provider library would read $OPENAI_API_KEY (or its provider's) itself
      // and send it to this base URL: whatever key it found is taken off each request.
      return providerLanguageModel(choice, { baseURL, fetch: withoutKeys });
    },
  };
}

const KEY_HEADERS = ['authorization', 'x-api-key', 'x-goog-api-key', 'api-key'];

const withoutKeys: typeof globalThis.fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  for (const name of KEY_HEADERS) headers.delete(name);
  return globalThis.fetch(input, { ...init, headers });
};
