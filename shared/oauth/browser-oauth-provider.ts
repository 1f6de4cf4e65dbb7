import type {
  DpopAlg,
  DpopSession,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { OAuthChoices } from '../http/http-target.ts';
import type { OAuthFlow } from './oauth-flow.ts';
import type { OAuthStore } from './oauth-store.ts';

/** A client registered with the authorization server beforehand, as the person typed it. */
export interface PreRegisteredClient {
  clientId: string;
  clientSecret?: string;
  /** The authorization server it was registered with. */
  issuer?: string;
}

export interface BrowserOAuthProviderOptions {
  serverUrl: string;
  store: OAuthStore;
  flow: OAuthFlow;
  /** The inspector's callback route, e.g. http://127.0.0.1:6280/oauth/callback. */
  redirectUrl: string;
  /** Opens the authorization page for the person; false when the browser blocked the window. */
  openAuthorization: (url: URL) => boolean;
  client?: PreRegisteredClient;
  /** Asked for when the server does not say which scopes it wants. */
  scope?: string;
  /** A Client ID Metadata Document URL (https), for servers that accept one instead of registration. */
  clientMetadataUrl?: string;
  randomState?: () => string;
}

/**
 * The SDK's OAuth functions do discovery, registration, PKCE and tokens; this
 * is the browser's part of it: where credentials are kept (this tab only),
 * how the person is sent to approve (a window of its own, so the page and its
 * log stay), and the `state` the SDK leaves to the application to check.
 */
export class BrowserOAuthProvider implements OAuthClientProvider {
  readonly #options: BrowserOAuthProviderOptions;
  readonly clientMetadataUrl?: string;

  constructor(options: BrowserOAuthProviderOptions) {
    this.#options = options;
    if (options.clientMetadataUrl) this.clientMetadataUrl = options.clientMetadataUrl;
  }

  get redirectUrl(): string {
    return this.#options.redirectUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    const secret = this.#options.client?.clientSecret;
    return {
      client_name: 'mcp-loupe',
      redirect_uris: [this.#options.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: secret ? 'client_secret_basic' : 'none',
      ...(this.#options.scope ? { scope: this.#options.scope } : {}),
    };
  }

  state(): string {
    // The flow keeps it to check the callback against; the SDK leaves that check to us.
    const state = (this.#options.randomState ?? randomState)();
    this.#options.flow.expectState(state);
    return state;
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    const client = this.#options.client;
    if (client?.clientId) {
      // Bound to the issuer the person named, never to whatever discovery found: the SDK then refuses to send the secret elsewhere.
      return {
        client_id: client.clientId,
        ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
        ...(client.issuer ? { issuer: client.issuer } : {}),
      } as StoredOAuthClientInformation;
    }
    return this.#record().client;
  }

  saveClientInformation(client: StoredOAuthClientInformation): void {
    this.#record({ client });
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.#record().tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.#record({ tokens });
  }

  redirectToAuthorization(authorizationUrl: URL): void {
    // MCP requires PKCE with S256: a server whose metadata does not offer it is not sent the person.
    // Without any metadata (2025-03-26's default endpoints at the server's origin) there is nothing to
    // check it against: the request still uses S256, and the flow says the check could not be made.
    const metadata = this.#record().discovery?.authorizationServerMetadata;
    const methods = metadata?.code_challenge_methods_supported;
    if (
      (metadata && !methods?.includes('S256')) ||
      authorizationUrl.searchParams.get('code_challenge_method') !== 'S256'
    ) {
      throw new Error(
        `The authorization server does not offer PKCE with S256 (it offers ${methods?.length ? methods.join(', ') : 'none'}), which MCP requires: the inspector does not send you there`,
      );
    }
    if (!metadata) this.#options.flow.defaultEndpoints(authorizationUrl);
    if (this.#options.client?.clientId) this.#options.flow.registeredBeforehand(this.#options.client.clientId);
    this.#options.flow.authorizationOpened(authorizationUrl, this.#options.openAuthorization(authorizationUrl));
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.#record({ codeVerifier });
  }

  codeVerifier(): string {
    const verifier = this.#record().codeVerifier;
    if (!verifier) throw new Error('No PKCE code verifier was kept for this authorization: start it again');
    return verifier;
  }

  /**
   * DPoP (RFC 9449) where the server takes it (a DPoP challenge, or
   * metadata that requires it) and the authorization server offers it:
   * tokens bound to a key held in memory for this server, each request
   * signed with a fresh proof. Otherwise, bearer tokens as before.
   */
  dpop(): Promise<DpopSession> | undefined {
    const record = this.#record();
    const existing = this.#options.store.dpopSession(this.#options.serverUrl);
    // Only for a server that takes DPoP-bound tokens: its challenge used the DPoP scheme, or its metadata requires them.
    const resource = record.discovery?.resourceMetadata as { dpop_bound_access_tokens_required?: unknown } | undefined;
    if (!existing && !record.resourceDpop && resource?.dpop_bound_access_tokens_required !== true) return undefined;
    // RFC 9449 §5.1's metadata member; the SDK's metadata type does not name it.
    const metadata = record.discovery?.authorizationServerMetadata as
      | { dpop_signing_alg_values_supported?: unknown }
      | undefined;
    const offered = Array.isArray(metadata?.dpop_signing_alg_values_supported)
      ? (metadata.dpop_signing_alg_values_supported as unknown[])
      : undefined;
    const alg = DPOP_PREFERENCE.find((candidate) => offered?.includes(candidate));
    // Tokens already bound to a key keep it, whatever discovery holds now.
    return existing ?? (alg ? this.#options.store.dpopSession(this.#options.serverUrl, alg) : undefined);
  }

  saveDiscoveryState(discovery: OAuthDiscoveryState): void {
    this.#record({ discovery });
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.#record().discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    const all = scope === 'all';
    this.#record({
      ...(all || scope === 'client' ? { client: undefined } : {}),
      ...(all || scope === 'tokens' ? { tokens: undefined } : {}),
      ...(all || scope === 'verifier' ? { codeVerifier: undefined } : {}),
      ...(all || scope === 'discovery' ? { discovery: undefined } : {}),
    });
  }

  /** Reads this server's record, after writing `patch` into it when given. */
  #record(patch?: Parameters<OAuthStore['update']>[1]) {
    const { store, serverUrl } = this.#options;
    if (patch) store.update(serverUrl, patch);
    return store.get(serverUrl);
  }
}

/** The DPoP algorithms the inspector signs with, best first. */
const DPOP_PREFERENCE: readonly DpopAlg[] = ['ES256', 'EdDSA', 'ES384', 'PS256', 'RS256', 'ES512'];

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider for a server as the person set it up: a pre-registered client, scopes, a metadata document URL, or none of these. */
export function providerForTarget(
  target: { url: string; oauth?: OAuthChoices },
  environment: Pick<BrowserOAuthProviderOptions, 'store' | 'flow' | 'redirectUrl' | 'openAuthorization'>,
): BrowserOAuthProvider {
  const choices = target.oauth ?? {};
  return new BrowserOAuthProvider({
    ...environment,
    serverUrl: target.url,
    ...(choices.clientId
      ? {
          client: {
            clientId: choices.clientId,
            ...(choices.clientSecret ? { clientSecret: choices.clientSecret } : {}),
            ...(choices.issuer ? { issuer: choices.issuer } : {}),
          },
        }
      : {}),
    ...(choices.scope ? { scope: choices.scope } : {}),
    ...(choices.clientMetadataUrl ? { clientMetadataUrl: choices.clientMetadataUrl } : {}),
  });
}
