import type { OAuthDiscoveryState, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';

/** What one server's OAuth needs to keep across a redirect and a reload of this tab. */
export interface OAuthRecord {
  client?: StoredOAuthClientInformation;
  tokens?: StoredOAuthTokens;
  codeVerifier?: string;
  discovery?: OAuthDiscoveryState;
}

export type OAuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const prefix = 'mcp-loupe.oauth:';

/**
 * Credentials per server URL, in this tab's sessionStorage (or memory):
 * never in files, never sent to the proxy except as the headers of the
 * requests they authorize.
 */
export class OAuthStore {
  readonly #storage: OAuthStorage;

  constructor(storage: OAuthStorage = memoryStorage()) {
    this.#storage = storage;
  }

  get(serverUrl: string): OAuthRecord {
    try {
      const value = JSON.parse(this.#storage.getItem(prefix + serverUrl) ?? '{}') as unknown;
      return value && typeof value === 'object' ? (value as OAuthRecord) : {};
    } catch {
      return {};
    }
  }

  update(serverUrl: string, patch: Partial<OAuthRecord>): void {
    const next = { ...this.get(serverUrl), ...patch };
    for (const key of Object.keys(next) as (keyof OAuthRecord)[]) if (next[key] === undefined) delete next[key];
    this.#storage.setItem(prefix + serverUrl, JSON.stringify(next));
  }

  forget(serverUrl: string): void {
    this.#storage.removeItem(prefix + serverUrl);
  }
}

export function memoryStorage(): OAuthStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}
