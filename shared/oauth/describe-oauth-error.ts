import { OAuthError } from '@modelcontextprotocol/client';

/** Errors the SDK's OAuth functions throw, as opposed to transport or protocol errors. */
export function isOAuthFailure(error: unknown): boolean {
  if (error instanceof OAuthError) return true;
  const name = error instanceof Error ? error.name : '';
  return /OAuth|Issuer|AuthorizationServer|Unauthorized|InsufficientScope|Pkce|Registration/i.test(name);
}

/** An OAuth failure in words: the code the server sent and what it usually means, or the SDK's reason. */
export function describeOAuthError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  if (error.name === 'IssuerMismatchError') {
    // One error class for two checks: the metadata's issuer (RFC 8414) and the callback's iss (RFC 9207).
    if (/RFC 8414/.test(error.message))
      return `the authorization server's metadata names an issuer other than the one it was fetched for, so it is not trusted (RFC 8414 §3.3): ${error.message}`;
    return `the callback's iss does not name the authorization server this flow started with (RFC 9207): ${error.message}`;
  }
  if (typeof code === 'string' && code) return `${code}: ${error.message}`;
  return error.message;
}
