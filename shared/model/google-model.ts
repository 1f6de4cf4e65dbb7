import type { createGoogle } from '@ai-sdk/google';
import type { LanguageModel } from 'ai';

type GoogleSettings = NonNullable<Parameters<typeof createGoogle>[0]>;
/** The library's model interface (v4), which Google's model implements. */
type ModelV4 = Extract<LanguageModel, { specificationVersion: 'v4' }>;

/**
 * Google's Gemini model for one id, its library loaded on the first call:
 * the command line and the page's model code start without it (most
 * people never pick Google), and the page fetches it as a chunk of its own.
 * Everything else is the library's: generateContent and
 * streamGenerateContent?alt=sse at the base URL, the key in x-goog-api-key.
 */
export function googleModel(modelId: string, settings: GoogleSettings): LanguageModel {
  let loading: Promise<ModelV4> | undefined;
  const load = () => (loading ??= import('@ai-sdk/google').then(({ createGoogle }) => createGoogle(settings)(modelId)));
  return {
    specificationVersion: 'v4',
    provider: 'google.generative-ai',
    modelId,
    get supportedUrls() {
      return load().then((loaded) => loaded.supportedUrls);
    },
    doGenerate: async (options) => (await load()).doGenerate(options),
    doStream: async (options) => (await load()).doStream(options),
  };
}
