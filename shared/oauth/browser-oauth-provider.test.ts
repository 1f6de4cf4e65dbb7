import { describe, expect, it } from 'vitest';
import { BrowserOAuthProvider } from './browser-oauth-provider.ts';
import { OAuthFlow } from './oauth-flow.ts';
import { OAuthStore } from './oauth-store.ts';

function provider(options: { client?: { clientId: string; clientSecret?: string } } = {}) {
  const flow = new OAuthFlow();
  const store = new OAuthStore();
  const opened: URL[] = [];
  const oauth = new BrowserOAuthProvider({
    serverUrl: 'http://127.0.0.1:3001/mcp',
    store,
    flow,
    redirectUrl: 'http://127.0.0.1:6280/oauth/callback',
    openAuthorization: (url) => {
      opened.push(url);
      return true;
    },
    randomState: () => 'state-1',
    ...options,
  });
  return { oauth, flow, store, opened };
}

const metadata = (methods: string[]) => ({
  authorizationServerUrl: 'http://as',
  authorizationServerMetadata: {
    issuer: 'http://as',
    authorization_endpoint: 'http://as/auth',
    token_endpoint: 'http://as/token',
    response_types_supported: ['code'],
    code_challenge_methods_supported: methods,
  },
});

describe('BrowserOAuthProvider', () => {
  it('keeps what the redirect needs in this tab, per server', () => {
    const { oauth, store } = provider();
    oauth.saveCodeVerifier('verifier');
    oauth.saveTokens({ access_token: 'a', token_type: 'Bearer' });
    expect(store.get('http://127.0.0.1:3001/mcp')).toMatchObject({
      codeVerifier: 'verifier',
      tokens: { access_token: 'a' },
    });
    expect(store.get('http://other/mcp')).toEqual({});
    oauth.invalidateCredentials('tokens');
    expect(oauth.tokens()).toBeUndefined();
    expect(oauth.codeVerifier()).toBe('verifier');
  });

  it('checks the state itself: a callback with another state is not this flow’s', () => {
    const { oauth, flow } = provider();
    expect(oauth.state()).toBe('state-1');
    expect(flow.deliverCallback(new URLSearchParams('code=x&state=forged'))).toBe(false);
    expect(flow.deliverCallback(new URLSearchParams('code=x&state=state-1'))).toBe(true);
  });

  it('sends the person to approve only with PKCE S256', () => {
    const { oauth, opened, flow } = provider();
    oauth.saveDiscoveryState(metadata(['plain']));
    const url = new URL('http://as/auth?code_challenge_method=plain&scope=x');
    expect(() => oauth.redirectToAuthorization(url)).toThrow(/PKCE with S256/);
    expect(opened).toHaveLength(0);
    oauth.saveDiscoveryState(metadata(['S256']));
    oauth.redirectToAuthorization(new URL('http://as/auth?code_challenge_method=S256&scope=x'));
    expect(opened).toHaveLength(1);
    expect(flow.state.getSnapshot().status).toBe('waiting');
  });

  it('without any metadata (2025-03-26 default endpoints) goes on with S256, and the flow says the check could not be made', () => {
    const { oauth, opened, flow } = provider();
    expect(() => oauth.redirectToAuthorization(new URL('http://mcp/authorize?code_challenge_method=plain'))).toThrow(
      /PKCE with S256/,
    );
    oauth.redirectToAuthorization(new URL('http://mcp/authorize?code_challenge_method=S256&scope=x'));
    expect(opened).toHaveLength(1);
    expect(
      flow.state
        .getSnapshot()
        .steps.find((step) => step.id === 'server-metadata')
        ?.lines.join(' '),
    ).toMatch(/2025-03-26 default endpoints at http:\/\/mcp .*could not be checked/);
  });

  it('binds tokens with DPoP where the server takes it and the authorization server offers it, keeping the key once made', async () => {
    const { oauth, store } = provider();
    expect(oauth.dpop()).toBeUndefined();
    const offered = {
      ...metadata(['S256']),
      authorizationServerMetadata: {
        ...metadata(['S256']).authorizationServerMetadata,
        dpop_signing_alg_values_supported: ['ES256'],
      },
    } as never;
    oauth.saveDiscoveryState(offered);
    // The authorization server offers it, but the server has not asked for DPoP: bearer tokens.
    expect(oauth.dpop()).toBeUndefined();
    store.update('http://127.0.0.1:3001/mcp', { resourceDpop: true });
    oauth.saveDiscoveryState({
      ...metadata(['S256']),
      authorizationServerMetadata: {
        ...metadata(['S256']).authorizationServerMetadata,
        dpop_signing_alg_values_supported: ['RS256', 'ES256'],
      },
    } as never);
    const session = await oauth.dpop();
    expect(session?.alg).toBe('ES256');
    oauth.invalidateCredentials('discovery');
    expect(await oauth.dpop()).toBe(session);
    const { oauth: other, store: otherStore } = provider();
    otherStore.update('http://127.0.0.1:3001/mcp', { resourceDpop: true });
    other.saveDiscoveryState({
      ...metadata(['S256']),
      authorizationServerMetadata: {
        ...metadata(['S256']).authorizationServerMetadata,
        dpop_signing_alg_values_supported: ['HS256'],
      },
    } as never);
    expect(other.dpop()).toBeUndefined();
  });

  it('a pre-registered client is used as given, with its secret sent by basic authentication', () => {
    const { oauth } = provider({ client: { clientId: 'loupe', clientSecret: 's' } });
    expect(oauth.clientInformation()).toMatchObject({ client_id: 'loupe', client_secret: 's' });
    expect(oauth.clientMetadata.token_endpoint_auth_method).toBe('client_secret_basic');
    expect(provider().oauth.clientMetadata.token_endpoint_auth_method).toBe('none');
  });
});
