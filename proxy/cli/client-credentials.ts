import {
  auth,
  ClientCredentialsProvider,
  CrossAppAccessProvider,
  PrivateKeyJwtProvider,
  requestJwtAuthorizationGrant,
  type FetchLike,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from '@modelcontextprotocol/client';

/**
 * Credentials that get a token with no person at all: the client credentials
 * grant with a secret or a private key that signs a JWT assertion, or the
 * JWT-bearer grant (RFC 7523) with an assertion from elsewhere, such as a
 * workload identity token.
 */
export type ClientCredentials =
  | { kind: 'secret'; clientId: string; clientSecret: string }
  | { kind: 'private-key-jwt'; clientId: string; privateKeyPem: string; algorithm: string }
  | { kind: 'jwt-bearer'; clientId: string; assertion: string }
  | { kind: 'enterprise'; clientId: string; clientSecret: string; idp: EnterpriseIdp };

/** Enterprise-managed authorization (cross-app access): the identity provider that trades the person's ID token for a grant. */
export interface EnterpriseIdp {
  tokenEndpoint: string;
  clientId: string;
  clientSecret?: string;
  /** The ID token the identity provider issued to the person, obtained beforehand. */
  idToken: string;
}

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/**
 * An access token by one of those grants: the server's protected resource
 * metadata names the authorization server, the SDK does discovery and the
 * token request. The token lives in memory for this run only. With
 * `issuer`, the credentials go to that authorization server only.
 */
export async function clientCredentialsToken(
  serverUrl: string,
  credentials: ClientCredentials,
  fetch: FetchLike,
  options: { scope?: string; issuer?: string } = {},
): Promise<string> {
  const scoped = {
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    ...(options.issuer === undefined ? {} : { expectedIssuer: options.issuer }),
  };
  const provider =
    credentials.kind === 'secret'
      ? new ClientCredentialsProvider({
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          clientName: 'mcp-loupe',
          ...scoped,
        })
      : credentials.kind === 'private-key-jwt'
        ? new PrivateKeyJwtProvider({
            clientId: credentials.clientId,
            privateKey: credentials.privateKeyPem,
            algorithm: credentials.algorithm,
            clientName: 'mcp-loupe',
            ...scoped,
          })
        : credentials.kind === 'enterprise'
          ? enterpriseProvider(credentials, fetch, options.issuer)
          : new JwtBearerGrantProvider(credentials.clientId, credentials.assertion, options);
  const result = await auth(provider, { serverUrl, fetchFn: fetch });
  const token = (await provider.tokens())?.access_token;
  if (result !== 'AUTHORIZED' || !token)
    throw new Error('The authorization server gave no access token for the client credentials');
  return token;
}

/**
 * Enterprise-managed authorization (SEP-990): the identity provider trades
 * the person's ID token for a JWT authorization grant (RFC 8693) aimed at
 * the MCP server's authorization server, which trades that for an access
 * token (RFC 7523).
 */
function enterpriseProvider(
  credentials: Extract<ClientCredentials, { kind: 'enterprise' }>,
  fetch: FetchLike,
  issuer: string | undefined,
): OAuthClientProvider {
  const { idp } = credentials;
  return new CrossAppAccessProvider({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    clientName: 'mcp-loupe',
    fetchFn: fetch,
    ...(issuer ? { expectedIssuer: issuer } : {}),
    assertion: async (context) =>
      (
        await requestJwtAuthorizationGrant({
          tokenEndpoint: idp.tokenEndpoint,
          audience: context.authorizationServerUrl,
          resource: context.resourceUrl,
          idToken: idp.idToken,
          clientId: idp.clientId,
          ...(idp.clientSecret ? { clientSecret: idp.clientSecret } : {}),
          ...(context.scope ? { scope: context.scope } : {}),
          fetchFn: context.fetchFn,
        })
      ).jwtAuthGrant,
  });
}

/** RFC 7523 §2.1: the assertion is the grant; a public client (no secret), nothing registered, no redirect. */
class JwtBearerGrantProvider implements OAuthClientProvider {
  #tokens: StoredOAuthTokens | undefined;
  readonly #client: StoredOAuthClientInformation;
  readonly #metadata: OAuthClientMetadata;
  readonly #assertion: string;

  constructor(clientId: string, assertion: string, options: { scope?: string; issuer?: string }) {
    this.#assertion = assertion;
    this.#client = {
      client_id: clientId,
      ...(options.issuer ? { issuer: options.issuer } : {}),
    } as StoredOAuthClientInformation;
    this.#metadata = {
      client_name: 'mcp-loupe',
      redirect_uris: [],
      grant_types: [JWT_BEARER_GRANT],
      token_endpoint_auth_method: 'none',
      ...(options.scope ? { scope: options.scope } : {}),
    };
  }

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return this.#metadata;
  }

  clientInformation(): StoredOAuthClientInformation {
    return this.#client;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.#tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.#tokens = tokens;
  }

  redirectToAuthorization(): void {
    throw new Error('The JWT-bearer grant has no authorization page');
  }

  saveCodeVerifier(): void {}

  codeVerifier(): string {
    throw new Error('The JWT-bearer grant has no code verifier');
  }

  prepareTokenRequest(scope?: string): URLSearchParams {
    const params = new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion: this.#assertion });
    if (scope) params.set('scope', scope);
    return params;
  }
}
