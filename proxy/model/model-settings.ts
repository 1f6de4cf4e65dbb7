import { isRecord } from '../../shared/lib/guards.ts';
import type { KeySource, ModelSettingsView } from '../../shared/model/model-settings.ts';
import { checkBaseUrl } from './base-url.ts';
import { type EnvironmentKey, environmentKeyFor } from './environment-keys.ts';
import { isHeaderSafeKey } from './key-text.ts';
import { defaultBaseUrl, isProviderKind, PROVIDER_KINDS, type ProviderKind } from './provider-kind.ts';

/** One model the page may reach through the relay. The key, if the page gave one, stays here. */
interface ModelEntry {
  id: string;
  provider: ProviderKind;
  baseUrl: URL;
  /** The provider's model id, free text; empty until someone names one. */
  model: string;
  pageKey?: string;
}

/** What the relay needs to reach one model. */
export interface ModelReach {
  provider: ProviderKind;
  baseUrl: URL;
  key?: string;
}

export const MAX_MODELS = 8;
const ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The models configured in this run: those given at start, replaced whole by the page's Model panel. */
export class ModelSettings {
  #models: ModelEntry[];
  readonly #environment: readonly EnvironmentKey[];

  constructor(start: { provider: ProviderKind; baseUrl: string; model: string }[], environment: EnvironmentKey[]) {
    this.#environment = environment;
    this.#models = start.map((model, index) => ({
      id: `model-${index + 1}`,
      provider: model.provider,
      baseUrl: new URL(model.baseUrl),
      model: model.model,
    }));
  }

  view(): ModelSettingsView {
    return {
      models: this.#models.map((model) => ({
        id: model.id,
        provider: model.provider,
        baseUrl: model.baseUrl.href,
        model: model.model,
        key: this.#keySource(model),
      })),
      environmentKeys: this.#environment.map(({ variable, provider, origin }) => ({ variable, provider, origin })),
    };
  }

  reach(id: string): ModelReach | undefined {
    const model = this.#models.find((entry) => entry.id === id);
    if (!model) return undefined;
    const key = model.pageKey ?? environmentKeyFor(this.#environment, model.provider, model.baseUrl)?.value;
    return { provider: model.provider, baseUrl: model.baseUrl, ...(key === undefined ? {} : { key }) };
  }

  /**
   * `PUT /api/model/settings`: `{models: [{id?, provider, baseUrl?, model, apiKey?}]}` replaces the list.
   * `apiKey` a string sets the page's key, `null` forgets it, absent keeps it while the model stays at
   * the same origin (a key never follows a base URL to another origin). Nothing changes on an error.
   */
  replace(input: unknown): { ok: true; view: ModelSettingsView } | { ok: false; error: string } {
    const list = isRecord(input) ? input.models : undefined;
    if (!Array.isArray(list)) return { ok: false, error: 'Expected {"models": [...]}' };
    if (list.length > MAX_MODELS) return { ok: false, error: `At most ${MAX_MODELS} models at once` };
    const next: ModelEntry[] = [];
    const named = list.flatMap((item) => (isRecord(item) && typeof item.id === 'string' ? [item.id] : []));
    for (const [index, item] of list.entries()) {
      const read = this.#readModel(item, index, next, named);
      if (!read.ok) return read;
      next.push(read.model);
    }
    this.#models = next;
    return { ok: true, view: this.view() };
  }

  #readModel(
    item: unknown,
    index: number,
    taken: readonly ModelEntry[],
    named: readonly string[],
  ): { ok: true; model: ModelEntry } | { ok: false; error: string } {
    const what = `Model ${index + 1}`;
    if (!isRecord(item)) return { ok: false, error: `${what} is not an object` };
    const { provider, model } = item;
    if (!isProviderKind(provider))
      return { ok: false, error: `${what}: the provider must be one of ${PROVIDER_KINDS.join(', ')}` };
    if (typeof model !== 'string' || model.length > 200)
      return { ok: false, error: `${what}: the model id must be text of at most 200 characters` };
    const id = item.id === undefined ? freeId([...taken.map((entry) => entry.id), ...named]) : item.id;
    if (typeof id !== 'string' || !ID.test(id))
      return { ok: false, error: `${what}: the id must be lowercase letters, digits and dashes (at most 40)` };
    if (taken.some((entry) => entry.id === id)) return { ok: false, error: `${what}: the id ${id} is given twice` };
    const baseText = item.baseUrl === undefined || item.baseUrl === '' ? defaultBaseUrl(provider) : item.baseUrl;
    if (typeof baseText !== 'string')
      return {
        ok: false,
        error: `${what}: an OpenAI-compatible provider needs its base URL (such as http://127.0.0.1:11434/v1)`,
      };
    const base = checkBaseUrl(baseText, `${what}'s base URL`);
    if (!base.ok) return base;
    const apiKey = item.apiKey;
    if (apiKey !== undefined && apiKey !== null && (typeof apiKey !== 'string' || !isHeaderSafeKey(apiKey.trim())))
      return {
        ok: false,
        error: `${what}: the API key must be visible ASCII characters (no spaces or line breaks), at most 4096`,
      };
    const before = this.#models.find((entry) => entry.id === id);
    const pageKey =
      typeof apiKey === 'string'
        ? apiKey.trim()
        : apiKey === undefined && before?.baseUrl.origin === base.url.origin
          ? before.pageKey
          : undefined;
    return {
      ok: true,
      model: { id, provider, baseUrl: base.url, model, ...(pageKey === undefined ? {} : { pageKey }) },
    };
  }

  #keySource(model: ModelEntry): KeySource {
    if (model.pageKey !== undefined) return { source: 'page' };
    const fromEnvironment = environmentKeyFor(this.#environment, model.provider, model.baseUrl);
    return fromEnvironment ? { source: 'environment', variable: fromEnvironment.variable } : { source: 'none' };
  }
}

function freeId(taken: readonly string[]): string {
  for (let n = 1; ; n++) if (!taken.includes(`model-${n}`)) return `model-${n}`;
}
