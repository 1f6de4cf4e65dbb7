import { describe, expect, it } from 'vitest';
import type { HttpResponseFacts } from '../http/recording-fetch.ts';
import { stepOfExchange } from './oauth-steps.ts';

const facts = (patch: Partial<HttpResponseFacts>): HttpResponseFacts => ({
  method: 'GET',
  url: 'http://as/x',
  status: 200,
  contentType: 'application/json',
  carriedJsonRpc: false,
  sessionId: undefined,
  responseHeaders: [],
  sentAuthorization: false,
  ...patch,
});

describe('stepOfExchange', () => {
  it('reads a challenge, and tells a step-up from a first 401', () => {
    expect(
      stepOfExchange(
        facts({
          method: 'POST',
          url: 'http://mcp/mcp',
          status: 401,
          responseHeaders: [
            ['WWW-Authenticate', 'Bearer resource_metadata="http://mcp/.well-known/oauth-protected-resource/mcp"'],
          ],
        }),
      ),
    ).toMatchObject({ id: 'challenge', title: 'Authorization required (401)' });
    expect(
      stepOfExchange(
        facts({
          method: 'POST',
          url: 'http://mcp/mcp',
          status: 403,
          responseHeaders: [['www-authenticate', 'Bearer error="insufficient_scope", scope="a b"']],
        }),
      )?.title,
    ).toMatch(/Step-up/);
    expect(
      stepOfExchange(
        facts({
          method: 'POST',
          url: 'http://mcp/mcp',
          status: 401,
          responseHeaders: [['www-authenticate', 'Basic realm="x"']],
        }),
      ),
    ).toBeUndefined();
  });

  it('fails the metadata step of a server without PKCE S256', () => {
    const step = stepOfExchange(
      facts({
        url: 'http://as/.well-known/oauth-authorization-server',
        body: JSON.stringify({ issuer: 'http://as', code_challenge_methods_supported: ['plain'] }),
      }),
    );
    expect(step).toMatchObject({ id: 'server-metadata', status: 'failed' });
    expect(step?.problem).toMatch(/S256/);
    expect(
      stepOfExchange(
        facts({
          url: 'http://as/.well-known/openid-configuration',
          body: JSON.stringify({
            issuer: 'http://as',
            code_challenge_methods_supported: ['S256'],
            registration_endpoint: 'http://as/reg',
          }),
        }),
      ),
    ).toMatchObject({ status: 'done' });
  });

  it('names a token error by its code and what it means, and never repeats a token', () => {
    const failed = stepOfExchange(
      facts({
        method: 'POST',
        url: 'http://as/token',
        status: 401,
        requestBody: 'grant_type=authorization_code&code=abc',
        body: JSON.stringify({ error: 'invalid_client', error_description: 'client authentication failed' }),
      }),
    );
    expect(failed).toMatchObject({ id: 'token', status: 'failed' });
    expect(failed?.problem).toMatch(
      /invalid_client: client authentication failed \(the authorization server does not accept this client/,
    );
    const refreshed = stepOfExchange(
      facts({
        method: 'POST',
        url: 'http://as/token',
        requestBody: 'grant_type=refresh_token&refresh_token=r',
        body: JSON.stringify({ access_token: 'SECRET', token_type: 'Bearer', expires_in: 60 }),
      }),
    );
    expect(refreshed).toMatchObject({ id: 'refresh', status: 'done' });
    expect(refreshed?.line).not.toContain('SECRET');
  });

  it('a registration', () => {
    expect(
      stepOfExchange(
        facts({
          method: 'POST',
          url: 'http://as/reg',
          status: 201,
          requestBody: JSON.stringify({ redirect_uris: ['http://x/cb'] }),
          body: JSON.stringify({ client_id: 'c-1' }),
        }),
      )?.line,
    ).toMatch(/client c-1/);
  });
});
