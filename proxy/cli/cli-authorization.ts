import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OAuthChoices } from '../../shared/http/http-target.ts';
import { ArgsError } from './arg-values.ts';
import type { ClientCredentials, EnterpriseIdp } from './client-credentials.ts';

/**
 * How the command line gets a token when a server behind a URL asks for
 * OAuth, as given on the command line (files not read yet). Nobody is there
 * to log in: the authorization code flow follows the authorization page's
 * redirects itself, which works with servers that approve without a login
 * page; the client credentials grant needs no person at all.
 */
export type CliAuthorization =
  | { grant: 'authorization-code'; client: OAuthChoices; redirectUrl?: string }
  | {
      grant: 'client-credentials';
      clientId: string;
      clientSecret?: string;
      privateKeyFile?: string;
      algorithm?: string;
      scope?: string;
      issuer?: string;
    }
  | { grant: 'jwt-bearer'; clientId: string; assertionFile: string; scope?: string; issuer?: string }
  | {
      grant: 'enterprise';
      clientId: string;
      clientSecret: string;
      idTokenFile: string;
      idp: Omit<EnterpriseIdp, 'idToken'>;
      scope?: string;
      issuer?: string;
    }
  | { grant: 'none' };

/** The same, its key file read: what the session uses. Tokens it gets live in memory, for this run only. */
export type SessionAuthorization =
  | { grant: 'authorization-code'; client: OAuthChoices; redirectUrl?: string }
  | {
      grant: 'client-credentials' | 'jwt-bearer' | 'enterprise';
      credentials: ClientCredentials;
      scope?: string /** Where the credentials may go, and nowhere else. */;
      issuer?: string;
    }
  | { grant: 'none' };

/** Without any OAuth option: the authorization code flow, with a client registered on the way, only if the server asks. */
export const DEFAULT_AUTHORIZATION: SessionAuthorization = { grant: 'authorization-code', client: {} };

/** Where a client secret may come from instead of the command line (which other users can read). */
export const CLIENT_SECRET_ENV = 'MCP_LOUPE_CLIENT_SECRET';

/** The grants `--grant` names. */
export const GRANTS = ['authorization-code', 'client-credentials', 'jwt-bearer', 'enterprise'] as const;

/** Reads `--private-key FILE` and works out its algorithm where none is given; a file that is missing or not a private key is a usage error. */
export function loadAuthorization(
  given: CliAuthorization | undefined,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): SessionAuthorization {
  if (!given) return DEFAULT_AUTHORIZATION;
  if (given.grant === 'authorization-code' || given.grant === 'none') return given;
  const scope = {
    ...(given.scope === undefined ? {} : { scope: given.scope }),
    ...(given.issuer === undefined ? {} : { issuer: given.issuer }),
  };
  if (given.grant === 'enterprise') {
    const idToken = readJwtFile('--id-token', given.idTokenFile, readFile);
    return {
      grant: 'enterprise',
      credentials: {
        kind: 'enterprise',
        clientId: given.clientId,
        clientSecret: given.clientSecret,
        idp: { ...given.idp, idToken },
      },
      ...scope,
    };
  }
  if (given.grant === 'jwt-bearer') {
    const assertion = readJwtFile('--assertion', given.assertionFile, readFile);
    return { grant: 'jwt-bearer', credentials: { kind: 'jwt-bearer', clientId: given.clientId, assertion }, ...scope };
  }
  if (given.privateKeyFile === undefined)
    return {
      grant: 'client-credentials',
      credentials: { kind: 'secret', clientId: given.clientId, clientSecret: given.clientSecret ?? '' },
      ...scope,
    };
  const pem = readKeyFile('--private-key', given.privateKeyFile, readFile);
  const algorithm = given.algorithm ?? algorithmOf(pem, given.privateKeyFile);
  return {
    grant: 'client-credentials',
    credentials: { kind: 'private-key-jwt', clientId: given.clientId, privateKeyPem: pem, algorithm },
    ...scope,
  };
}

function readJwtFile(option: string, file: string, readFile: (path: string) => string): string {
  const jwt = readKeyFile(option, file, readFile).trim();
  if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(jwt))
    throw new ArgsError(`${option} ${JSON.stringify(file)} does not hold a JWT (three base64url parts joined by dots)`);
  return jwt;
}

function readKeyFile(option: string, file: string, readFile: (path: string) => string): string {
  try {
    return readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ArgsError(
      `${option} ${JSON.stringify(file)}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
}

/** The signing algorithm a private key implies: RS256 for RSA, ES256/384/512 by curve, EdDSA for Ed25519. */
export function algorithmOf(pem: string, file: string): string {
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new ArgsError(
      `--private-key ${JSON.stringify(file)} is not a private key in PEM: ${(error as Error).message}`,
    );
  }
  const details = key.asymmetricKeyDetails;
  switch (key.asymmetricKeyType) {
    case 'rsa':
      return 'RS256';
    case 'rsa-pss':
      return 'PS256';
    case 'ed25519':
      return 'EdDSA';
    case 'ec': {
      const byCurve: Record<string, string> = {
        prime256v1: 'ES256',
        'P-256': 'ES256',
        secp384r1: 'ES384',
        'P-384': 'ES384',
        secp521r1: 'ES512',
        'P-521': 'ES512',
      };
      const algorithm = byCurve[details?.namedCurve ?? ''];
      if (algorithm) return algorithm;
    }
  }
  throw new ArgsError(
    `--private-key ${JSON.stringify(file)}: cannot tell its signing algorithm (${key.asymmetricKeyType ?? 'unknown'} key); give --signing-algorithm`,
  );
}

/** What the conformance suite hands a client, in its environment. */
export interface ConformanceEnv {
  MCP_CONFORMANCE_SCENARIO?: string;
  MCP_CONFORMANCE_CONTEXT?: string;
  MCP_CONFORMANCE_PROTOCOL_VERSION?: string;
}

/** The Client ID Metadata Document URL the suite's authorization server accepts as a client id. */
export const CONFORMANCE_CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';

/**
 * The credentials the conformance suite passes in MCP_CONFORMANCE_CONTEXT
 * for its OAuth scenarios: client credentials by secret or by private key for
 * the client-credentials scenarios, the workload token for the JWT-bearer
 * (workload identity) one, the identity provider and ID token of the
 * enterprise-managed (cross-app access) ones, a pre-registered client (or the suite's
 * client metadata document) for the others. Undefined outside an OAuth
 * scenario. A usage error when the context is not JSON.
 */
export function conformanceAuthorization(env: ConformanceEnv): SessionAuthorization | undefined {
  const scenario = env.MCP_CONFORMANCE_SCENARIO ?? '';
  if (!scenario.startsWith('auth/')) return undefined;
  const context = readConformanceContext(env.MCP_CONFORMANCE_CONTEXT);
  const clientId = nonEmptyString(context.client_id);
  const secret = nonEmptyString(context.client_secret);
  const pem = nonEmptyString(context.private_key_pem);
  const workloadToken = nonEmptyString(context.valid_jwt);
  const idToken = nonEmptyString(context.idp_id_token);
  const idpTokenEndpoint = nonEmptyString(context.idp_token_endpoint);
  const idpClientId = nonEmptyString(context.idp_client_id);
  if (clientId && secret && idToken && idpTokenEndpoint && idpClientId) {
    const idpSecret = nonEmptyString(context.idp_client_secret);
    return {
      grant: 'enterprise',
      credentials: {
        kind: 'enterprise',
        clientId,
        clientSecret: secret,
        idp: {
          tokenEndpoint: idpTokenEndpoint,
          clientId: idpClientId,
          idToken,
          ...(idpSecret ? { clientSecret: idpSecret } : {}),
        },
      },
    };
  }
  if (scenario.includes('wif') && clientId && workloadToken)
    return { grant: 'jwt-bearer', credentials: { kind: 'jwt-bearer', clientId, assertion: workloadToken } };
  if (scenario.includes('client-credentials') && clientId) {
    return {
      grant: 'client-credentials',
      credentials: pem
        ? {
            kind: 'private-key-jwt',
            clientId,
            privateKeyPem: pem,
            algorithm: nonEmptyString(context.signing_algorithm) ?? algorithmOf(pem, '(conformance context)'),
          }
        : { kind: 'secret', clientId, clientSecret: secret ?? '' },
    };
  }
  return {
    grant: 'authorization-code',
    client: clientId
      ? { clientId, ...(secret ? { clientSecret: secret } : {}) }
      : { clientMetadataUrl: CONFORMANCE_CLIENT_METADATA_URL },
  };
}

/** MCP_CONFORMANCE_CONTEXT as an object ({} when absent or not an object). A usage error when it is not JSON. */
export function readConformanceContext(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ArgsError(`$MCP_CONFORMANCE_CONTEXT is not JSON: ${(error as Error).message}`);
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
