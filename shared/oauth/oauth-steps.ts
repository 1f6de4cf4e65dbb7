import type { HttpResponseFacts } from '../http/recording-fetch.ts';
import { headerValue } from '../lib/header-list.ts';

export type OAuthStepId =
  | 'challenge'
  | 'resource-metadata'
  | 'server-metadata'
  | 'registration'
  | 'authorization'
  | 'callback'
  | 'token'
  | 'refresh';
export type OAuthStepStatus = 'running' | 'waiting' | 'done' | 'failed';

export interface OAuthStep {
  id: OAuthStepId;
  title: string;
  status: OAuthStepStatus;
  /** What was asked and answered, and what the inspector decided, a line each. */
  lines: string[];
}

/** The step an HTTP exchange belongs to, and what it says, or undefined when it is not part of OAuth. */
export function stepOfExchange(
  facts: HttpResponseFacts,
): { id: OAuthStepId; title: string; status: OAuthStepStatus; line: string; problem?: string } | undefined {
  const path = pathOf(facts.url);
  const json = parseObject(facts.body);
  const asked = `${facts.method} ${facts.url} → ${facts.status}`;
  if (path.includes('/.well-known/oauth-protected-resource')) {
    if (facts.status !== 200 || !json)
      return {
        id: 'resource-metadata',
        title: 'Protected resource metadata',
        status: 'running',
        line: `${asked}: nothing here`,
      };
    const servers = Array.isArray(json.authorization_servers) ? json.authorization_servers.join(', ') : '(none listed)';
    const scopes = Array.isArray(json.scopes_supported) ? json.scopes_supported.join(' ') : '(none listed)';
    return {
      id: 'resource-metadata',
      title: 'Protected resource metadata',
      status: 'done',
      line: `${asked}: resource ${String(json.resource)}, authorization servers ${servers}, scopes ${scopes}`,
    };
  }
  if (path.includes('/.well-known/oauth-authorization-server') || path.includes('/.well-known/openid-configuration')) {
    if (facts.status !== 200 || !json)
      return {
        id: 'server-metadata',
        title: 'Authorization server metadata',
        status: 'running',
        line: `${asked}: nothing here`,
      };
    const methods = Array.isArray(json.code_challenge_methods_supported)
      ? (json.code_challenge_methods_supported as unknown[]).map(String)
      : [];
    const pkce = methods.includes('S256');
    const registration = json.registration_endpoint
      ? `dynamic registration at ${String(json.registration_endpoint)}`
      : 'no dynamic registration';
    const cimd = json.client_id_metadata_document_supported === true ? '; client ID metadata documents accepted' : '';
    const line = `${asked}: issuer ${String(json.issuer)}; PKCE ${methods.length ? methods.join(', ') : 'not advertised'}; ${registration}${cimd}`;
    if (!pkce)
      return {
        id: 'server-metadata',
        title: 'Authorization server metadata',
        status: 'failed',
        line,
        problem:
          'the server does not offer PKCE with S256, which MCP requires: the inspector will not authorize with it',
      };
    return { id: 'server-metadata', title: 'Authorization server metadata', status: 'done', line };
  }
  const form = parseForm(facts.requestBody);
  const grant = form?.get('grant_type');
  if (
    facts.method === 'POST' &&
    (grant === 'authorization_code' || grant === 'refresh_token' || grant === 'client_credentials')
  ) {
    const id = grant === 'refresh_token' ? 'refresh' : 'token';
    const title = grant === 'refresh_token' ? 'Token refresh' : 'Token request';
    if (facts.status !== 200 || !json?.access_token)
      return { id, title, status: 'failed', line: asked, problem: oauthErrorWords(json, facts.status) };
    const expires = typeof json.expires_in === 'number' ? `, expires in ${json.expires_in} s` : '';
    return {
      id,
      title,
      status: 'done',
      line: `${asked}: ${String(json.token_type ?? 'token')} issued, scope ${String(json.scope ?? '(not said)')}${expires}, refresh token ${json.refresh_token ? 'yes' : 'no'}`,
    };
  }
  const registering = parseObject(facts.requestBody);
  if (facts.method === 'POST' && registering && Array.isArray(registering.redirect_uris)) {
    if (facts.status >= 300 || !json?.client_id)
      return {
        id: 'registration',
        title: 'Client registration',
        status: 'failed',
        line: asked,
        problem: oauthErrorWords(json, facts.status),
      };
    return {
      id: 'registration',
      title: 'Client registration',
      status: 'done',
      line: `${asked}: registered dynamically as client ${String(json.client_id)}`,
    };
  }
  const challenge = headerValue(facts.responseHeaders, 'www-authenticate');
  if ((facts.status === 401 || facts.status === 403) && challenge && /^bearer/i.test(challenge.trim())) {
    const stepUp = facts.status === 403 && /insufficient_scope/.test(challenge);
    return {
      id: 'challenge',
      title: stepUp ? 'Step-up: insufficient scope (403)' : 'Authorization required (401)',
      status: 'done',
      line: `${asked}: WWW-Authenticate: ${challenge}`,
    };
  }
  return undefined;
}

/** An OAuth error response in words: its code, its description, and what it usually means. */
export function oauthErrorWords(body: Record<string, unknown> | undefined, status: number): string {
  const code = typeof body?.error === 'string' ? body.error : undefined;
  const description = typeof body?.error_description === 'string' ? `: ${body.error_description}` : '';
  if (!code) return `HTTP ${status} without an OAuth error`;
  const meaning: Record<string, string> = {
    invalid_client:
      'the authorization server does not accept this client (wrong client id or secret, or a registration it forgot)',
    invalid_grant:
      'the code or refresh token was refused (used twice, expired, revoked, or sent with another redirect URI or code verifier)',
    invalid_scope: 'a requested scope is not one the server grants',
    unauthorized_client: 'this client may not use this grant',
    access_denied: 'the person or the server refused the authorization',
    invalid_redirect_uri: 'the redirect URI is not one registered for this client',
    invalid_request: 'a parameter is missing or malformed',
  };
  return `${code}${description}${meaning[code] ? ` (${meaning[code]})` : ''}`;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text?.trim().startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function parseForm(text: string | undefined): URLSearchParams | undefined {
  if (!text || !/^[\w.%+-]+=/.test(text.trim())) return undefined;
  return new URLSearchParams(text.trim());
}
