import type { HeaderEntry, HttpTarget } from '../http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import { isSecretSetting, nothingToHide, secretArguments, variableName } from './secret-names.ts';

/** A secret taken out of a target: the variable that stands for it now, and where it was. */
export interface SecretSlot {
  /** An environment-variable-style name: `GITHUB_TOKEN`, `AUTHORIZATION`, `OAUTH_CLIENT_SECRET`. */
  variable: string;
  /** `env GITHUB_TOKEN`, `header Authorization`, `argument 3`, `url query api_key`, `OAuth client secret`. */
  where: string;
}

/** How a format writes a variable: `${input:github-token}`, `${env:GITHUB_TOKEN}`, `{GITHUB_TOKEN}`. */
export type RenderVariable = (slot: SecretSlot) => string;

/**
 * The target with its secrets replaced by variables: env values and headers
 * whose names or values look secret, a bearer token (as the Authorization
 * header it is sent as), arguments that are tokens or follow a secret flag,
 * secret query parameters, an OAuth client secret.
 */
export function withholdSecrets<T extends ConnectTarget>(
  target: T,
  render: RenderVariable,
): { target: T; slots: SecretSlot[] } {
  const slots: SecretSlot[] = [];
  const take = (variable: string, where: string): string => {
    const slot = { variable: uniqueVariable(variable, slots), where };
    slots.push(slot);
    return render(slot);
  };
  const withheld = perKind<ConnectTarget>(target, {
    stdio: (stdio) => withholdStdio(stdio, take),
    http: (http) => withholdHttp(http, take),
  });
  // Each kind's withholding keeps the kind (and every field it does not touch), so the result is a T again.
  return { target: withheld as T, slots };
}

type Take = (variable: string, where: string) => string;

const isSecret = isSecretSetting;

function withholdStdio(target: StdioTarget, take: Take): StdioTarget {
  const env = Object.fromEntries(
    Object.entries(target.env).map(([name, value]) => [
      name,
      isSecret(name, value) ? take(variableName(name), `env ${name}`) : value,
    ]),
  );
  const secrets = new Map(secretArguments(target.args).map((secret) => [secret.index, secret]));
  const args = target.args.map((arg, index) => {
    const secret = secrets.get(index);
    return secret ? `${secret.prefix}${take(secret.variable, `argument ${index + 1}`)}` : arg;
  });
  return { ...target, env, args };
}

/** The bearer token as the `Authorization: Bearer …` header it is sent as (unless a header of that name is given, which wins). */
export function bearerAsHeader(target: HttpTarget): HttpTarget {
  const { bearer, ...rest } = target;
  if (!bearer) return rest;
  if (target.headers.some((header) => header.name.toLowerCase() === 'authorization')) return rest;
  return { ...rest, headers: [...target.headers, { name: 'Authorization', value: `Bearer ${bearer}` }] };
}

function withholdHttp(given: HttpTarget, take: Take): HttpTarget {
  const { bearer: _sent, ...target } = bearerAsHeader(given);
  const headers: HeaderEntry[] = target.headers.map(({ name, value }) => {
    const scheme = /^(Bearer|Basic|Token)\s+/i.exec(value)?.[0] ?? '';
    if (!isSecret(name, value.slice(scheme.length))) return { name, value };
    const variable =
      scheme && name.toLowerCase() === 'authorization' ? `${scheme.trim().toUpperCase()}_TOKEN` : variableName(name);
    return { name, value: `${scheme}${take(variable, `header ${name}`)}` };
  });
  const result: HttpTarget = { ...target, url: withholdQuery(target.url, take), headers };
  if (target.oauth?.clientSecret && !nothingToHide(target.oauth.clientSecret))
    result.oauth = { ...target.oauth, clientSecret: take('OAUTH_CLIENT_SECRET', 'OAuth client secret') };
  return result;
}

/** Query parameters named like keys and tokens (`?api_key=…`), replaced in the text as written. */
function withholdQuery(url: string, take: Take): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const [path, rest] = [url.slice(0, query + 1), url.slice(query + 1)];
  const [search, hash = ''] = rest.split(/(?=#)/);
  const parts = (search ?? '').split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) return part;
    const name = decodeURIComponentSafe(part.slice(0, eq));
    const value = decodeURIComponentSafe(part.slice(eq + 1));
    return isSecret(name, value) ? `${part.slice(0, eq)}=${take(variableName(name), `url query ${name}`)}` : part;
  });
  return `${path}${parts.join('&')}${hash}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

function uniqueVariable(variable: string, slots: readonly SecretSlot[]): string {
  let candidate = variable;
  for (let n = 2; slots.some((slot) => slot.variable === candidate); n++) candidate = `${variable}_${n}`;
  return candidate;
}
