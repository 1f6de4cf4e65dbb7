import { defaultBaseUrl as providerBaseUrl, type ProviderKind } from '../../shared/model/model-choice.ts';
import type { ConfiguredModel, ModelInput, ModelSettingsView } from '../../shared/model/model-settings.ts';
import { proxyToken } from './api.ts';

// The proxy's model settings (proxy/routes/model.ts), as the page reads and writes them; their shape is
// shared/model/model-settings.ts, the proxy's too.

export type { ConfiguredModel, ModelInput, ModelSettingsView, ProviderKind };
export const PROVIDERS: readonly { kind: ProviderKind; label: string }[] = [
  { kind: 'openai-compatible', label: 'OpenAI-compatible' },
  { kind: 'anthropic', label: 'Anthropic' },
  { kind: 'openai', label: 'OpenAI' },
  { kind: 'google', label: 'Google' },
];

/** Where OpenAI's, Anthropic's and Google's APIs are when no base URL is given (as the proxy has it); an OpenAI-compatible server needs its URL. */
export function defaultBaseUrl(provider: ProviderKind): string {
  return providerBaseUrl(provider) ?? '';
}

export const modelSettingsKey = ['model-settings'] as const;

export async function fetchModelSettings(): Promise<ModelSettingsView> {
  const response = await fetch('/api/model/settings', { headers: { Authorization: `Bearer ${proxyToken()}` } });
  if (!response.ok) throw new Error(`The proxy did not give its model settings (HTTP ${response.status})`);
  return (await response.json()) as ModelSettingsView;
}

/** Replaces the proxy's models; its refusal comes back as the error's message (it never quotes a key). */
export async function putModelSettings(models: ModelInput[]): Promise<ModelSettingsView> {
  const response = await fetch('/api/model/settings', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${proxyToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ models }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The proxy refused the model settings (HTTP ${response.status})`);
  return body as ModelSettingsView;
}

/** The model as the page sends it back unchanged (its key kept where it is). */
export function asInput(model: ConfiguredModel): ModelInput {
  return { id: model.id, provider: model.provider, baseUrl: model.baseUrl, model: model.model };
}
