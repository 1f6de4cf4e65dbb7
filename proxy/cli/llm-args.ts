import { checkBaseUrl } from '../model/base-url.ts';
import {
  defaultBaseUrl,
  isProviderKind,
  OWN_KEY_VARIABLE,
  PROVIDER_KINDS,
  type ProviderKind,
} from '../model/provider-kind.ts';
import { ArgsError } from './arg-values.ts';

/** The model options of the command line, the inspector's and `--cli`'s alike. */
export const LLM_OPTIONS = ['--llm-provider', '--llm-base-url', '--llm-model'];

/** The model chosen at start: a provider, where it is, and the model ids (several for side-by-side runs). */
export interface LlmOptions {
  provider: ProviderKind;
  baseUrl: string;
  models: string[];
}

/** The options as read, before they are checked together. */
export interface LlmWords {
  provider?: ProviderKind;
  baseUrl?: string;
  models: string[];
}

export const llmUsage = `Model options (for the Chat tab, sampling answered by a model, and evals):
  --llm-provider P     openai-compatible (Ollama, LM Studio, vLLM, llama.cpp, LiteLLM,
                       OpenRouter…), anthropic, openai or google
  --llm-base-url URL   the provider's API, such as http://127.0.0.1:11434/v1
                       (default for openai, anthropic and google: their own API)
  --llm-model ID       the model id, as the provider names it (repeatable)
  The key comes only from the environment: $${OWN_KEY_VARIABLE}, else $OPENAI_API_KEY,
  $ANTHROPIC_API_KEY or $GOOGLE_GENERATIVE_AI_API_KEY by provider. It is sent to that
  provider's origin only.
`;

/** Reads one model option into `words`; false when `name` is not one. `take` reads its value. */
export function readLlmOption(name: string, take: () => string, words: LlmWords): boolean {
  switch (name) {
    case '--llm-provider': {
      const provider = take();
      if (!isProviderKind(provider))
        throw new ArgsError(`--llm-provider ${JSON.stringify(provider)}: expected ${PROVIDER_KINDS.join(', ')}`);
      words.provider = provider;
      return true;
    }
    case '--llm-base-url': {
      const checked = checkBaseUrl(take(), '--llm-base-url');
      if (!checked.ok) throw new ArgsError(checked.error);
      words.baseUrl = checked.url.href;
      return true;
    }
    case '--llm-model': {
      const model = take();
      if (model.trim() === '') throw new ArgsError('--llm-model needs a model id');
      words.models.push(model);
      return true;
    }
    case '--llm-api-key':
    case '--llm-key':
    case '--api-key':
      // Refused before its value is read: a key on the command line is seen by every user in ps.
      throw new ArgsError(
        `${name} is refused: a key on the command line is visible to other users in \`ps\` and stays in shell history. Set $${OWN_KEY_VARIABLE} (or $OPENAI_API_KEY, $ANTHROPIC_API_KEY, $GOOGLE_GENERATIVE_AI_API_KEY) in mcp-loupe's environment instead`,
      );
    default:
      return false;
  }
}

/** The model options checked together; undefined when none was given. */
export function llmFrom(words: LlmWords): LlmOptions | undefined {
  if (words.provider === undefined && words.baseUrl === undefined && words.models.length === 0) return undefined;
  // A base URL alone means a server that speaks OpenAI's protocol: what local servers do.
  const provider = words.provider ?? (words.baseUrl === undefined ? undefined : 'openai-compatible');
  if (provider === undefined)
    throw new ArgsError(
      '--llm-model needs --llm-provider (openai, anthropic or google) or --llm-base-url (an OpenAI-compatible server)',
    );
  const baseUrl = words.baseUrl ?? defaultBaseUrl(provider);
  if (baseUrl === undefined)
    throw new ArgsError('--llm-provider openai-compatible needs --llm-base-url, such as http://127.0.0.1:11434/v1');
  return { provider, baseUrl, models: words.models };
}
