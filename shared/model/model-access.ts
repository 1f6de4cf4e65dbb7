import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { googleModel } from './google-model.ts';
import { choiceBaseUrl, choiceProblem, type ModelChoice, type ProviderKind } from './model-choice.ts';

/**
 * The one seam between the conversation engine and a provider: the CLI
 * reaches the provider directly with a key from its environment; the page
 * reaches it through the proxy's relay, which holds the key. The engine
 * never knows which.
 */
export interface ModelAccess {
  languageModel(choice: ModelChoice): LanguageModel;
}

/** How a provider library is set up for one choice. */
export interface ProviderSettings {
  /** Where requests go: the provider's (or endpoint's) base URL, or a relay standing for it. */
  baseURL: string;
  apiKey?: string;
  /** Replaces the global fetch: adds a token, records, or reaches a relay. */
  fetch?: typeof globalThis.fetch;
  headers?: Record<string, string>;
}

/** Thrown when a choice cannot be used as given (no model id, no base URL for an OpenAI-compatible endpoint). */
export class ModelChoiceError extends Error {
  override name = 'ModelChoiceError';
}

/**
 * The provider library's model for a choice, set up as given. OpenAI is
 * called through its chat-completions API (not Responses), the protocol
 * every OpenAI-compatible endpoint speaks too, so one recorded request
 * shape serves both.
 */
export function providerLanguageModel(choice: ModelChoice, settings: ProviderSettings): LanguageModel {
  const problem = choiceProblem(choice);
  if (problem !== undefined) throw new ModelChoiceError(problem);
  const { baseURL, apiKey, fetch, headers } = settings;
  const common = {
    baseURL,
    ...(apiKey ? { apiKey } : {}),
    ...(fetch ? { fetch } : {}),
    ...(headers ? { headers } : {}),
  };
  switch (choice.provider) {
    case 'anthropic':
      return createAnthropic(common)(choice.model);
    case 'openai':
      return createOpenAI(common).chat(choice.model);
    case 'google':
      // Gemini's own API (generateContent, streamGenerateContent?alt=sse), the key in x-goog-api-key.
      return googleModel(choice.model, common);
    case 'openai-compatible':
      return createOpenAICompatible({ ...common, name: 'openai-compatible', includeUsage: true }).chatModel(
        choice.model,
      );
  }
}

/**
 * Straight to the provider (the command line): its base URL as chosen (the
 * provider's own by default), the key from `keyFor` (the environment; never
 * argv). A provider that needs a key and gets none fails on the first call,
 * and the conversation says which variable to set.
 */
export function directModelAccess(
  keyFor: (provider: ProviderKind) => string | undefined,
  options: { fetch?: typeof globalThis.fetch } = {},
): ModelAccess {
  return {
    languageModel(choice) {
      const baseURL = choiceBaseUrl(choice);
      if (baseURL === undefined) throw new ModelChoiceError(choiceProblem(choice) ?? 'No base URL');
      const apiKey = keyFor(choice.provider);
      return providerLanguageModel(choice, {
        baseURL,
        ...(apiKey ? { apiKey } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    },
  };
}
