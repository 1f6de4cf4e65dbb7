import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ArgsError } from './arg-values.ts';
import {
  algorithmOf,
  CONFORMANCE_CLIENT_METADATA_URL,
  conformanceAuthorization,
  DEFAULT_AUTHORIZATION,
  loadAuthorization,
} from './cli-authorization.ts';

const pemOf = (type: 'rsa' | 'ec' | 'ed25519', namedCurve?: string) =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 1024 })
    : type === 'ec'
      ? generateKeyPairSync('ec', { namedCurve: namedCurve! })
      : generateKeyPairSync('ed25519')
  ).privateKey
    .export({ format: 'pem', type: 'pkcs8' })
    .toString();

describe('loadAuthorization', () => {
  it('is the authorization code flow with a client registered on the way when nothing is given', () => {
    expect(loadAuthorization(undefined)).toEqual(DEFAULT_AUTHORIZATION);
    expect(DEFAULT_AUTHORIZATION).toEqual({ grant: 'authorization-code', client: {} });
  });

  it('reads --private-key and works out the algorithm from the key, unless one is given', () => {
    const pem = pemOf('ec', 'P-256');
    const read = (path: string) => (path === 'key.pem' ? pem : '');
    expect(
      loadAuthorization({ grant: 'client-credentials', clientId: 'svc', privateKeyFile: 'key.pem' }, read),
    ).toEqual({
      grant: 'client-credentials',
      credentials: { kind: 'private-key-jwt', clientId: 'svc', privateKeyPem: pem, algorithm: 'ES256' },
    });
    expect(
      loadAuthorization(
        { grant: 'client-credentials', clientId: 'svc', privateKeyFile: 'key.pem', algorithm: 'ES384', scope: 'a b' },
        read,
      ),
    ).toMatchObject({ credentials: { algorithm: 'ES384' }, scope: 'a b' });
    expect(loadAuthorization({ grant: 'client-credentials', clientId: 'svc', clientSecret: 's' })).toEqual({
      grant: 'client-credentials',
      credentials: { kind: 'secret', clientId: 'svc', clientSecret: 's' },
    });
  });

  it('reads --assertion for the JWT-bearer grant, and refuses a file that holds no JWT', () => {
    const read = (path: string) =>
      path === 'token.jwt' ? 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ3In0.c2ln\n' : 'not a token';
    expect(
      loadAuthorization({ grant: 'jwt-bearer', clientId: 'w', assertionFile: 'token.jwt', scope: 's' }, read),
    ).toEqual({
      grant: 'jwt-bearer',
      credentials: { kind: 'jwt-bearer', clientId: 'w', assertion: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ3In0.c2ln' },
      scope: 's',
    });
    expect(() => loadAuthorization({ grant: 'jwt-bearer', clientId: 'w', assertionFile: 'other' }, read)).toThrow(
      '--assertion "other" does not hold a JWT',
    );
  });

  it('reads --id-token for enterprise-managed authorization', () => {
    const read = () => 'a.b.c';
    expect(
      loadAuthorization(
        {
          grant: 'enterprise',
          clientId: 'c',
          clientSecret: 's',
          idTokenFile: 'id.jwt',
          idp: { tokenEndpoint: 'https://idp/token', clientId: 'i' },
        },
        read,
      ),
    ).toEqual({
      grant: 'enterprise',
      credentials: {
        kind: 'enterprise',
        clientId: 'c',
        clientSecret: 's',
        idp: { tokenEndpoint: 'https://idp/token', clientId: 'i', idToken: 'a.b.c' },
      },
    });
  });

  it('says which file is missing or is not a key', () => {
    const missing = () => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    };
    expect(() =>
      loadAuthorization({ grant: 'client-credentials', clientId: 'svc', privateKeyFile: 'gone.pem' }, missing),
    ).toThrow(new ArgsError('--private-key "gone.pem": no such file'));
    expect(() =>
      loadAuthorization({ grant: 'client-credentials', clientId: 'svc', privateKeyFile: 'x.pem' }, () => 'hello'),
    ).toThrow(/--private-key "x.pem" is not a private key in PEM/);
  });
});

describe('algorithmOf', () => {
  it('names RS256 for RSA, ES256/384/512 by curve and EdDSA for Ed25519', () => {
    expect(algorithmOf(pemOf('rsa'), 'k')).toBe('RS256');
    expect(algorithmOf(pemOf('ec', 'P-256'), 'k')).toBe('ES256');
    expect(algorithmOf(pemOf('ec', 'P-384'), 'k')).toBe('ES384');
    expect(algorithmOf(pemOf('ec', 'P-521'), 'k')).toBe('ES512');
    expect(algorithmOf(pemOf('ed25519'), 'k')).toBe('EdDSA');
    expect(() => algorithmOf(pemOf('ec', 'secp256k1'), 'k')).toThrow(/give --signing-algorithm/);
  });
});

describe('conformanceAuthorization', () => {
  it('reads the credentials of the suite’s OAuth scenarios from its context', () => {
    const env = (scenario: string, context?: object) => ({
      MCP_CONFORMANCE_SCENARIO: scenario,
      ...(context ? { MCP_CONFORMANCE_CONTEXT: JSON.stringify(context) } : {}),
    });
    expect(conformanceAuthorization(env('auth/pre-registration', { client_id: 'c1', client_secret: 's1' }))).toEqual({
      grant: 'authorization-code',
      client: { clientId: 'c1', clientSecret: 's1' },
    });
    expect(conformanceAuthorization(env('auth/basic-cimd'))).toEqual({
      grant: 'authorization-code',
      client: { clientMetadataUrl: CONFORMANCE_CLIENT_METADATA_URL },
    });
    expect(
      conformanceAuthorization(env('auth/client-credentials-basic', { client_id: 'c', client_secret: 's' })),
    ).toEqual({ grant: 'client-credentials', credentials: { kind: 'secret', clientId: 'c', clientSecret: 's' } });
    expect(
      conformanceAuthorization(
        env('auth/client-credentials-jwt', { client_id: 'c', private_key_pem: 'PEM', signing_algorithm: 'RS256' }),
      ),
    ).toEqual({
      grant: 'client-credentials',
      credentials: { kind: 'private-key-jwt', clientId: 'c', privateKeyPem: 'PEM', algorithm: 'RS256' },
    });
    expect(
      conformanceAuthorization(
        env('auth/wif-jwt-bearer', { client_id: 'w', valid_jwt: 'a.b.c', expired_jwt: 'x.y.z' }),
      ),
    ).toEqual({ grant: 'jwt-bearer', credentials: { kind: 'jwt-bearer', clientId: 'w', assertion: 'a.b.c' } });
    expect(
      conformanceAuthorization(
        env('auth/cross-app-access-complete-flow', {
          client_id: 'c',
          client_secret: 's',
          idp_client_id: 'i',
          idp_id_token: 'a.b.c',
          idp_token_endpoint: 'http://idp/token',
        }),
      ),
    ).toEqual({
      grant: 'enterprise',
      credentials: {
        kind: 'enterprise',
        clientId: 'c',
        clientSecret: 's',
        idp: { tokenEndpoint: 'http://idp/token', clientId: 'i', idToken: 'a.b.c' },
      },
    });
    expect(conformanceAuthorization(env('tools_call', { client_id: 'c' }))).toBeUndefined();
    expect(conformanceAuthorization({})).toBeUndefined();
  });

  it('refuses a context that is not JSON as a usage error', () => {
    expect(() =>
      conformanceAuthorization({ MCP_CONFORMANCE_SCENARIO: 'auth/x', MCP_CONFORMANCE_CONTEXT: '{nope' }),
    ).toThrow(ArgsError);
  });
});
