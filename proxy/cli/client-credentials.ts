import { auth, ClientCredentialsProvider, PrivateKeyJwtProvider, type FetchLike } from '@modelcontextprotocol/client';

/** Client credentials (no person at all): a secret, or a private key that signs a JWT assertion. */
export type ClientCredentials =
  | { kind: 'secret'; clientId: string; clientSecret: string }
  | { kind: 'private-key-jwt'; clientId: string; privateKeyPem: string; algorithm: string };

/**
 * An access token by the client-credentials grant: the server's protected
 * resource metadata names the authorization server, the SDK does discovery
 * and the token request. The token lives in memory for this run only.
 * With `issuer`, the credentials go to that authorization server only.
 */
export async function clientCredentialsToken(serverUrl: string, credentials: ClientCredentials, fetch: FetchLike, options: { scope?: string; issuer?: string } = {}): Promise<string> {
  const scoped = { ...(options.scope === undefined ? {} : { scope: options.scope }), ...(options.issuer === undefined ? {} : { expectedIssuer: options.issuer }) };
  const provider =
    credentials.kind === 'secret'
      ? new ClientCredentialsProvider({ clientId: credentials.clientId, clientSecret: credentials.clientSecret, clientName: 'mcp-loupe', ...scoped })
      : new PrivateKeyJwtProvider({ clientId: credentials.clientId, privateKey: credentials.privateKeyPem, algorithm: credentials.algorithm, clientName: 'mcp-loupe', ...scoped });
  const result = await auth(provider, { serverUrl, fetchFn: fetch });
  const token = provider.tokens()?.access_token;
  if (result !== 'AUTHORIZED' || !token) throw new Error('The authorization server gave no access token for the client credentials');
  return token;
}
