import type { OAuthChoices } from '../../shared/http/http-target.ts';
import { ArgsError, parseUrl } from './arg-values.ts';
import type { CliEnv } from './args.ts';
import { CLIENT_SECRET_ENV, GRANTS, type CliAuthorization } from './cli-authorization.ts';
import { nonEmpty } from './cli-values.ts';
import type { OptionSources } from './secret-sources.ts';
import { optionWarning } from './secret-warnings.ts';

/** Where the identity provider client's secret may come from instead of --idp-client-secret. */
export const IDP_CLIENT_SECRET_ENV = 'MCP_LOUPE_IDP_CLIENT_SECRET';

/** The options of OAuth without a person, on `mcp-loupe --cli`. */
export const OAUTH_OPTIONS = [
  '--client-id',
  '--client-secret',
  '--client-metadata-url',
  '--issuer',
  '--scope',
  '--redirect-url',
  '--grant',
  '--private-key',
  '--signing-algorithm',
  '--assertion',
  '--id-token',
  '--idp-token-endpoint',
  '--idp-client-id',
  '--idp-client-secret',
  '--no-oauth',
];

/** Reads one OAuth option into `words`; false when `name` is not one. `take` reads its value. */
export function readOAuthOption(
  name: string,
  take: () => string,
  words: OAuthWords,
  sources: Pick<OptionSources, 'findings'>,
): boolean {
  switch (name) {
    case '--client-id':
      words.clientId = nonEmpty(name, take());
      return true;
    case '--client-secret':
      words.clientSecret = nonEmpty(name, take());
      sources.findings.push(optionWarning(name, CLIENT_SECRET_ENV));
      return true;
    case '--client-metadata-url':
      words.clientMetadataUrl = parseHttpsUrl(name, take());
      return true;
    case '--issuer':
      words.issuer = parseUrl(take(), name);
      return true;
    case '--scope':
      words.scope = nonEmpty(name, take());
      return true;
    case '--redirect-url':
      words.redirectUrl = parseUrl(take(), name);
      return true;
    case '--grant':
      words.grant = parseGrant(take());
      return true;
    case '--private-key':
      words.privateKey = nonEmpty(name, take());
      return true;
    case '--id-token':
      words.idToken = nonEmpty(name, take());
      return true;
    case '--idp-token-endpoint':
      words.idpTokenEndpoint = parseUrl(take(), name);
      return true;
    case '--idp-client-id':
      words.idpClientId = nonEmpty(name, take());
      return true;
    case '--idp-client-secret':
      words.idpClientSecret = nonEmpty(name, take());
      sources.findings.push(optionWarning(name, IDP_CLIENT_SECRET_ENV));
      return true;
    case '--assertion':
      words.assertion = nonEmpty(name, take());
      return true;
    case '--signing-algorithm':
      words.algorithm = nonEmpty(name, take());
      return true;
    case '--no-oauth':
      words.none = true;
      return true;
    default:
      return false;
  }
}

/** The OAuth options as given. */
export interface OAuthWords {
  clientId?: string;
  clientSecret?: string;
  clientMetadataUrl?: string;
  issuer?: string;
  scope?: string;
  redirectUrl?: string;
  grant?: (typeof GRANTS)[number];
  privateKey?: string;
  algorithm?: string;
  assertion?: string;
  idToken?: string;
  idpTokenEndpoint?: string;
  idpClientId?: string;
  idpClientSecret?: string;
  none?: boolean;
}

/** The OAuth options, checked against each other; undefined when none was given (the default applies). */
export function authorizationFrom(
  words: OAuthWords,
  given: ReadonlySet<string>,
  env: CliEnv,
): CliAuthorization | undefined {
  const named = OAUTH_OPTIONS.filter((flag) => given.has(flag));
  if (named.length === 0) return undefined;
  const refuse = (flags: readonly string[], why: string) => {
    const stray = flags.find((flag) => given.has(flag));
    if (stray) throw new ArgsError(`${stray} ${why}`);
  };
  if (words.none) {
    refuse(
      named.filter((flag) => flag !== '--no-oauth'),
      'does not go with --no-oauth',
    );
    return { grant: 'none' };
  }
  const secret = words.clientSecret ?? (env[CLIENT_SECRET_ENV] || undefined);
  const IDP_OPTIONS = ['--id-token', '--idp-token-endpoint', '--idp-client-id', '--idp-client-secret'];
  if (words.grant === 'enterprise') {
    refuse(
      ['--private-key', '--signing-algorithm', '--assertion', '--client-metadata-url', '--redirect-url'],
      "does not apply to --grant enterprise: the identity provider's grant is the proof",
    );
    if (words.clientId === undefined || secret === undefined)
      throw new ArgsError(
        `--grant enterprise needs --client-id and --client-secret (or $${CLIENT_SECRET_ENV}): the client registered with the MCP server's authorization server`,
      );
    const idpSecret = words.idpClientSecret ?? (env[IDP_CLIENT_SECRET_ENV] || undefined);
    if (words.idToken === undefined || words.idpTokenEndpoint === undefined || words.idpClientId === undefined)
      throw new ArgsError(
        '--grant enterprise needs --id-token FILE, --idp-token-endpoint URL and --idp-client-id ID: the identity provider that trades the ID token for a grant',
      );
    return {
      grant: 'enterprise',
      clientId: words.clientId,
      clientSecret: secret,
      idTokenFile: words.idToken,
      idp: {
        tokenEndpoint: words.idpTokenEndpoint,
        clientId: words.idpClientId,
        ...(idpSecret !== undefined ? { clientSecret: idpSecret } : {}),
      },
      ...(words.scope !== undefined ? { scope: words.scope } : {}),
      ...(words.issuer !== undefined ? { issuer: words.issuer } : {}),
    };
  }
  refuse(IDP_OPTIONS, 'goes with --grant enterprise');
  if (words.grant === 'jwt-bearer') {
    refuse(
      ['--client-secret', '--private-key', '--signing-algorithm', '--client-metadata-url', '--redirect-url'],
      'does not apply to --grant jwt-bearer: the assertion is the grant',
    );
    if (words.clientId === undefined || words.assertion === undefined)
      throw new ArgsError(
        '--grant jwt-bearer needs --client-id and --assertion FILE (a JWT, such as a workload identity token)',
      );
    return {
      grant: 'jwt-bearer',
      clientId: words.clientId,
      assertionFile: words.assertion,
      ...(words.scope !== undefined ? { scope: words.scope } : {}),
      ...(words.issuer !== undefined ? { issuer: words.issuer } : {}),
    };
  }
  refuse(['--assertion'], 'goes with --grant jwt-bearer');
  if (words.grant === 'client-credentials') {
    refuse(
      ['--client-metadata-url', '--redirect-url'],
      'does not apply to --grant client-credentials: no authorization page is visited',
    );
    if (words.clientId === undefined) throw new ArgsError('--grant client-credentials needs --client-id');
    if (words.privateKey !== undefined && words.clientSecret !== undefined)
      throw new ArgsError('choose how the client proves itself: --client-secret or --private-key, not both');
    if (words.privateKey === undefined && secret === undefined)
      throw new ArgsError(
        `--grant client-credentials needs --client-secret (or $${CLIENT_SECRET_ENV}) or --private-key FILE`,
      );
    if (words.algorithm !== undefined && words.privateKey === undefined)
      throw new ArgsError('--signing-algorithm goes with --private-key');
    return {
      grant: 'client-credentials',
      clientId: words.clientId,
      ...(words.privateKey !== undefined ? { privateKeyFile: words.privateKey } : { clientSecret: secret }),
      ...(words.algorithm !== undefined ? { algorithm: words.algorithm } : {}),
      ...(words.scope !== undefined ? { scope: words.scope } : {}),
      ...(words.issuer !== undefined ? { issuer: words.issuer } : {}),
    };
  }
  refuse(['--private-key', '--signing-algorithm'], 'goes with --grant client-credentials');
  if (words.clientSecret !== undefined && words.clientId === undefined)
    throw new ArgsError('--client-secret needs --client-id');
  if (words.clientMetadataUrl !== undefined && words.clientId !== undefined)
    throw new ArgsError(
      'choose one client: --client-id (registered beforehand) or --client-metadata-url (its URL is the client id)',
    );
  const client: OAuthChoices = {
    ...(words.clientId !== undefined
      ? { clientId: words.clientId, ...(secret !== undefined ? { clientSecret: secret } : {}) }
      : {}),
    ...(words.clientMetadataUrl !== undefined ? { clientMetadataUrl: words.clientMetadataUrl } : {}),
    ...(words.scope !== undefined ? { scope: words.scope } : {}),
    ...(words.issuer !== undefined ? { issuer: words.issuer } : {}),
  };
  return {
    grant: 'authorization-code',
    client,
    ...(words.redirectUrl !== undefined ? { redirectUrl: words.redirectUrl } : {}),
  };
}

function parseGrant(text: string): (typeof GRANTS)[number] {
  if ((GRANTS as readonly string[]).includes(text)) return text as (typeof GRANTS)[number];
  throw new ArgsError(`--grant ${JSON.stringify(text)}: expected ${GRANTS.join(' or ')}`);
}

function parseHttpsUrl(name: string, text: string): string {
  const url = parseUrl(text, name);
  if (!url.startsWith('https:')) throw new ArgsError(`${name} must be an https: URL (it is the client's id)`);
  return url;
}
