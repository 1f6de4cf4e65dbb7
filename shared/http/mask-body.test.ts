import { describe, expect, it } from 'vitest';
import { maskSecretsInBody } from './mask-body.ts';

describe('maskSecretsInBody', () => {
  it('masks credentials in a JSON token response and keeps the rest', () => {
    const masked = maskSecretsInBody(
      '{"access_token":"abc.def","token_type":"Bearer","refresh_token":"r1","expires_in":60}',
    );
    expect(masked).not.toContain('abc.def');
    expect(masked).not.toContain('"r1"');
    expect(JSON.parse(masked)).toMatchObject({ token_type: 'Bearer', expires_in: 60 });
  });

  it('masks credentials in a form and leaves other bodies alone', () => {
    const masked = maskSecretsInBody(
      'grant_type=authorization_code&code=c0de&code_verifier=v3rifier&redirect_uri=http%3A%2F%2Fx',
    );
    expect(masked).toContain('grant_type=authorization_code');
    expect(masked).not.toMatch(/c0de|v3rifier/);
    expect(maskSecretsInBody('{"issuer":"http://as"}')).toBe('{"issuer":"http://as"}');
    expect(maskSecretsInBody('<html>')).toBe('<html>');
  });
});
