import { type ModelAccess, providerLanguageModel } from '../../shared/model/model-access.ts';
import { choiceBaseUrl, type ModelChoice, type ProviderKind } from '../../shared/model/model-choice.ts';
import { proxyToken } from './api.ts';
import type { ConfiguredModel } from './model-settings.ts';
import { type PaceOptions, pacedResponse } from './paced-body.ts';

/** What the provider libraries are given as a key: the real one is the proxy's, added on the relay's far side. */
const HELD_BY_PROXY = 'held-by-the-mcp-loupe-proxy';

/** Headers a provider library sets for a key or for browsers: the relay strips them anyway, the page drops them first. */
const KEY_HEADERS = ['x-api-key', 'x-goog-api-key', 'api-key', 'anthropic-dangerous-direct-browser-access'];

/**
 * Where each provider's streamed events carry deltas (text, a tool call's arguments): a run of events that differ
 * only there reaches the library as one (web/lib/joined-text-deltas.ts).
 */
const TEXT_KEYS: Record<ProviderKind, readonly string[]> = {
  openai: ['content', 'arguments'],
  'openai-compatible': ['content', 'arguments'],
  anthropic: ['text', 'partial_json'],
  google: ['text'],
};

/** Thrown when no model the proxy holds has the choice's provider and base URL: the panel must save it first. */
export class UnconfiguredModelError extends Error {
  override name = 'UnconfiguredModelError';
}

/**
 * The page's way to a model: the provider library talks to the proxy's
 * relay (`/api/model/relay/<id>`, the configured model with the choice's
 * provider and base URL) with the page's token in Authorization, and the
 * proxy forwards to that base URL with the key. The page never holds the
 * key: the library's own is a stand-in, removed here.
 */
export function relayedModelAccess(
  configured: () => readonly ConfiguredModel[],
  options: { token?: () => string; origin?: string; fetch?: typeof fetch; pace?: PaceOptions } = {},
): ModelAccess {
  const token = options.token ?? proxyToken;
  const origin = options.origin ?? window.location.origin;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const withToken =
    (pace: PaceOptions): typeof fetch =>
    (input, init) => {
      const headers = new Headers(init?.headers);
      for (const name of KEY_HEADERS) headers.delete(name);
      headers.set('Authorization', `Bearer ${token()}`);
      // A streamed answer reaches the library in slices, with the page free to draw and answer between them.
      return send(input, { ...init, headers }).then((response) => pacedResponse(response, pace));
    };
  return {
    languageModel(choice) {
      const id = relayIdFor(configured(), choice);
      if (id === undefined)
        throw new UnconfiguredModelError(
          `The proxy holds no ${choice.provider} model at ${choiceBaseUrl(choice) ?? '(no base URL)'}: save it in the Model panel first`,
        );
      const baseURL = `${origin}/api/model/relay/${encodeURIComponent(id)}`;
      const pace = { textKeys: TEXT_KEYS[choice.provider], ...options.pace };
      return providerLanguageModel(choice, { baseURL, apiKey: HELD_BY_PROXY, fetch: withToken(pace) });
    },
  };
}

/** The relay id of the configured model at the choice's provider and base URL (the model id travels in the body). */
export function relayIdFor(models: readonly ConfiguredModel[], choice: ModelChoice): string | undefined {
  const wanted = normalized(choiceBaseUrl(choice) ?? '');
  const same = models.filter((model) => model.provider === choice.provider && normalized(model.baseUrl) === wanted);
  return (same.find((model) => model.model === choice.model) ?? same[0])?.id;
}

function normalized(url: string): string {
  try {
    return new URL(url).href.replace(/\/+$/, '');
  } catch {
    return url;
  }
}
