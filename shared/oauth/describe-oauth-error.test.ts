import { OAuthError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { describeOAuthError, isOAuthFailure } from './describe-oauth-error.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('describeOAuthError', () => {
  it('tells the metadata issuer check (RFC 8414) from the callback iss check (RFC 9207), which share one error', () => {
    expect(
      describeOAuthError(
        named(
          'IssuerMismatchError',
          'Issuer mismatch in authorization server metadata (RFC 8414 §3.3): expected "a", received "b"',
        ),
      ),
    ).toMatch(/^the authorization server's metadata names an issuer other than the one it was fetched for/);
    expect(
      describeOAuthError(
        named(
          'IssuerMismatchError',
          'Issuer mismatch in authorization response (RFC 9207): expected "a", received undefined',
        ),
      ),
    ).toMatch(/^the callback's iss does not name the authorization server this flow started with/);
  });

  it('puts the code an authorization server sent before its words', () => {
    const error = new OAuthError('invalid_client', 'client authentication failed');
    expect(isOAuthFailure(error)).toBe(true);
    expect(describeOAuthError(error)).toBe('invalid_client: client authentication failed');
    expect(describeOAuthError('plain')).toBe('plain');
  });
});
