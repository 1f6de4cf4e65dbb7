import type {
  DpopSession,
  DpopAlg,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';

/** What one server's OAuth needs to keep across a redirect and a reload of this tab. */
export interface OAuthRecord {
  client?: StoredOAuthClientInformation;
  tokens?: StoredOAuthTokens;
  codeVerifier?: string;
  discovery?: OAuthDiscoveryState;
  /** The server challenged with the DPoP scheme (RFC 9449 §7.1): it takes DPoP-bound tokens. */
  resourceDpop?: boolean;
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
  /** DPoP key pairs, per server: in memory only (the private key is not extractable), so a reload starts a new key. */
  readonly #dpop = new Map<string, Promise<DpopSession>>();

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
    this.#dpop.delete(serverUrl);
  }

  /** The DPoP signing session for a server's tokens (RFC 9449), made on first use with `alg`; without `alg`, only one already made. */
  dpopSession(serverUrl: string, alg: DpopAlg): Promise<DpopSession>;
  dpopSession(serverUrl: string): Promise<DpopSession> | undefined;
  dpopSession(serverUrl: string, alg?: DpopAlg): Promise<DpopSession> | undefined {
    if (alg === undefined) return this.#dpop.get(serverUrl);
    let session = this.#dpop.get(serverUrl);
    if (!session) {
      // The SDK is loaded here, on first use, not with the store: a page that never meets DPoP does not wait for it.
      session = import('@modelcontextprotocol/client').then(({ DpopSession }) => DpopSession.create({ alg }));
      this.#dpop.set(serverUrl, session);
    }
    return session;
  }
}

export function memoryStorage(): OAuthStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
