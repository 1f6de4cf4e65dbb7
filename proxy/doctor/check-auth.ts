import {
  checkResourceAllowed,
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  IssuerMismatchError,
  resourceUrlFromServerUrl,
  type OAuthProtectedResourceMetadata,
} from '@modelcontextprotocol/client';
import {
  answersMcp,
  notAnsweringMcp,
  notRun,
  outcome,
  skipped,
  type CheckInput,
  type CheckOutcome,
} from './doctor-check.ts';
import { INITIALIZE_REVISION } from './mcp-messages.ts';
import { upstreamFetch, type FetchedUrl } from './upstream-fetch.ts';

/** An error's own words; a failed fetch's are the relay's, on its cause. */
function errorText(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (error instanceof TypeError && cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * Check 8: where to sign in, found as the SDK's client finds it: the
 * protected resource metadata (RFC 9728; the challenge's resource_metadata,
 * else the well-known paths), then its first authorization server's
 * metadata (RFC 8414, then OpenID Connect discovery). MCP requires PKCE S256.
 */
export async function checkAuth({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('auth', facts);
  if (!answersMcp(facts)) return notAnsweringMcp('auth', facts);
  const challenged = facts.post?.status === 401;
  const challenge = facts.post?.challenge;
  const resourceTried: FetchedUrl[] = [];
  const evidence: Record<string, unknown> = {
    ...(challenge ? { wwwAuthenticate: challenge } : {}),
    resourceMetadataTried: resourceTried,
  };

  let resource: OAuthProtectedResourceMetadata;
  try {
    const at = challenge?.resourceMetadataUrl ? { resourceMetadataUrl: challenge.resourceMetadataUrl } : {};
    resource = await discoverOAuthProtectedResourceMetadata(
      url,
      { protocolVersion: INITIALIZE_REVISION, ...at },
      upstreamFetch(env, resourceTried),
    );
  } catch (error) {
    if (!challenged)
      return skipped('auth', 'The server asks for no authorization: no 401, and no protected resource metadata.');
    evidence.error = errorText(error);
    return {
      check: outcome(
        'auth',
        'fail',
        `The server wants authorization, but its protected resource metadata (RFC 9728) could not be read: ${errorText(error)}`,
        evidence,
      ),
      verdict:
        'The server wants authorization but publishes no protected resource metadata (RFC 9728), so no MCP client can find where to sign in: give an Authorization header, or have the server publish it.',
    };
  }
  const foundAt = resourceTried.findLast((tried) => tried.status === 200)?.url;
  evidence.resourceMetadata = { url: foundAt, ...resource };

  const fail = (summary: string, verdict: string): CheckOutcome => ({
    check: outcome('auth', 'fail', summary, evidence),
    verdict,
  });
  if (
    !checkResourceAllowed({ requestedResource: resourceUrlFromServerUrl(url), configuredResource: resource.resource })
  ) {
    return fail(
      `The protected resource metadata names the resource ${resource.resource}, which does not cover ${url.href}; a client must refuse it.`,
      `The server's protected resource metadata is for ${resource.resource}, not this URL: fix "resource" in its metadata.`,
    );
  }
  const issuer = resource.authorization_servers?.[0];
  if (!issuer) {
    return fail(
      'The protected resource metadata names no authorization server.',
      'The server\'s protected resource metadata names no authorization server, so nobody can sign in: add "authorization_servers" to it.',
    );
  }

  const serverTried: FetchedUrl[] = [];
  evidence.authorizationServerTried = serverTried;
  let metadata: Record<string, unknown> | undefined;
  try {
    metadata = (await discoverAuthorizationServerMetadata(issuer, {
      fetchFn: upstreamFetch(env, serverTried),
      protocolVersion: INITIALIZE_REVISION,
    })) as Record<string, unknown> | undefined;
  } catch (error) {
    evidence.error = errorText(error);
    const mismatch = error instanceof IssuerMismatchError;
    return fail(
      `The metadata of the authorization server ${issuer} could not be used: ${errorText(error)}`,
      mismatch
        ? `The authorization server's metadata names another issuer than ${issuer} (RFC 8414 §3.3), so clients refuse it: make "issuer" match.`
        : `The metadata of the authorization server ${issuer} could not be read: ${errorText(error)}`,
    );
  }
  if (!metadata) {
    return fail(
      `No authorization server metadata at ${issuer} (RFC 8414 or OpenID Connect discovery).`,
      `The authorization server ${issuer} publishes no metadata (RFC 8414 or OpenID Connect discovery), so clients cannot sign in there.`,
    );
  }
  const methods = strings(metadata.code_challenge_methods_supported);
  const registration = typeof metadata.registration_endpoint === 'string' ? metadata.registration_endpoint : undefined;
  const clientIdDocuments = metadata.client_id_metadata_document_supported === true;
  const scopes = strings(resource.scopes_supported) ?? strings(metadata.scopes_supported);
  evidence.authorizationServer = {
    url: serverTried.findLast((tried) => tried.status === 200)?.url,
    issuer: metadata.issuer,
    authorization_endpoint: metadata.authorization_endpoint,
    token_endpoint: metadata.token_endpoint,
    registration_endpoint: registration,
    code_challenge_methods_supported: methods,
    client_id_metadata_document_supported: clientIdDocuments,
    scopes_supported: strings(metadata.scopes_supported),
  };
  if (!methods?.includes('S256')) {
    return fail(
      `The authorization server ${issuer} does not list S256 in code_challenge_methods_supported (${methods?.join(', ') || 'absent'}); MCP requires PKCE with S256.`,
      `The authorization server ${issuer} does not offer PKCE S256, which MCP requires, so clients must refuse to sign in there.`,
    );
  }
  const ways = [
    registration ? 'dynamic client registration' : undefined,
    clientIdDocuments ? 'client ID metadata documents' : undefined,
  ].filter(Boolean);
  const unasked = challenged ? '' : 'No token was asked for, but the server publishes OAuth metadata: ';
  const where = `${unasked}sign in at ${issuer} (PKCE S256${ways.length > 0 ? `, ${ways.join(', ')}` : ''})${scopes?.length ? `; scopes ${scopes.join(' ')}` : ''}.`;
  if (ways.length === 0) {
    return {
      check: outcome(
        'auth',
        'warn',
        `${where} No dynamic registration and no client ID metadata documents: a client id registered with ${issuer} is needed.`,
        evidence,
      ),
      verdict: `The authorization server ${issuer} registers no clients by itself: register one there and give its client id to sign in.`,
    };
  }
  return { check: outcome('auth', 'pass', where.charAt(0).toUpperCase() + where.slice(1), evidence) };
}
