import type { ProviderKind } from './model-choice.ts';

// The wire shape of the proxy's model settings (`/api/model/settings`), one definition for the proxy that answers
// and the page that reads and writes them. A key goes to the proxy by PUT and never comes back: the page learns
// only where a model's key comes from.

/** Where a model's key comes from, as the page may know it: never the key itself. */
export type KeySource = { source: 'page' } | { source: 'environment'; variable: string } | { source: 'none' };

/** One model the page may reach through the relay. */
export interface ConfiguredModel {
  /** The relay's name for it: `/api/model/relay/<id>`. */
  id: string;
  provider: ProviderKind;
  baseUrl: string;
  model: string;
  key: KeySource;
}

/** `GET /api/model/settings`: the models, and which provider origins the environment holds a key for. */
export interface ModelSettingsView {
  models: ConfiguredModel[];
  /** Provider origins the proxy's environment holds a key for. */
  environmentKeys: { variable: string; provider: ProviderKind; origin: string }[];
}

/** One model as the page sends it: `apiKey` a string sets the key, null forgets it, absent keeps it. */
export interface ModelInput {
  id?: string;
  provider: ProviderKind;
  baseUrl?: string;
  model: string;
  apiKey?: string | null;
}
