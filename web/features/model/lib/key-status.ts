import { defaultBaseUrl, type ModelSettingsView, type ProviderKind } from '../../../lib/model-settings.ts';

/**
 * What the panel says of the key for the model as edited: the proxy's
 * environment key when it holds one for this provider at this origin, the
 * key given in this page, or none. True of the proxy's rules
 * (proxy/model/environment-keys.ts): an environment key goes to its origin only.
 */
export function keyStatus(
  settings: ModelSettingsView,
  edited: { id?: string; provider: ProviderKind; baseUrl: string },
): string {
  const origin = originOf(edited.baseUrl.trim() || defaultBaseUrl(edited.provider));
  const saved = settings.models.find((model) => model.id === edited.id);
  if (saved?.key.source === 'page' && originOf(saved.baseUrl) === origin)
    return 'The proxy holds the key given in this page, for this run; it is never sent back to the page.';
  const fromEnvironment = settings.environmentKeys.find(
    (key) => key.provider === edited.provider && key.origin === origin,
  );
  if (fromEnvironment)
    return `The proxy has a key from its environment ($${fromEnvironment.variable}); it is sent to ${fromEnvironment.origin} only, never to this page. Leave API key empty to use it.`;
  return 'No key yet: a local server may need none; otherwise give one below.';
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
