import { isHeaderEntry, isHttpTransportChoice, type HttpTarget } from '../http/http-target.ts';
import { isFramingMode } from '../jsonrpc/framing-mode.ts';
import type { ConnectTarget, StdioTarget } from '../session/connect-target.ts';
import { perKind, targetFacts, type PerKind, type TargetKind } from '../session/target-kinds.ts';
import { isRevisionChoice, type RevisionChoice } from '../protocol/revisions.ts';
import { withholdSecrets } from './withhold-secrets.ts';

/** A server connected to before, as remembered: never its secrets. */
export interface RecentConnection {
  /** Which server it is: its command line or URL, so one server is remembered once. */
  key: string;
  name?: string;
  target: ConnectTarget;
  revision: RevisionChoice;
  /** When it was last connected (ms since 1970). */
  at: number;
  /** The secrets it had that were not kept: `env GITHUB_TOKEN`, `header Authorization`, `bearer token`. */
  withheld: string[];
}

export const RECENT_LIMIT = 8;

/**
 * The target with every secret emptied: env values, headers and query
 * parameters whose names or values look secret, token-like arguments, the
 * bearer token, an OAuth client secret. Names stay, so the person sees what
 * to fill in again.
 */
export function stripSecrets(target: ConnectTarget): { target: ConnectTarget; withheld: string[] } {
  return perKind(target, stripping);
}

const stripping: PerKind<{ target: ConnectTarget; withheld: string[] }> = {
  stdio: (target) => {
    const { target: emptied, slots } = withholdSecrets(target, () => '');
    return { target: emptied, withheld: slots.map((slot) => slot.where) };
  },
  http: (target) => {
    const { bearer, ...unsent } = target;
    const { target: emptied, slots } = withholdSecrets(unsent, () => '');
    const withheld = slots.map((slot) => slot.where);
    if (bearer) withheld.push('bearer token');
    if (emptied.oauth && !emptied.oauth.clientSecret) {
      const { clientSecret: _dropped, ...oauth } = emptied.oauth;
      if (Object.keys(oauth).length > 0) emptied.oauth = oauth;
      else delete emptied.oauth;
    }
    return { target: emptied, withheld };
  },
};

export function connectionKey(target: ConnectTarget): string {
  return targetFacts(target).identity;
}

/** The list with this connection first (once), secrets stripped, at most `RECENT_LIMIT` long. */
export function rememberConnection(
  list: readonly RecentConnection[],
  connection: { target: ConnectTarget; revision: RevisionChoice; name?: string | undefined },
  now: number,
): RecentConnection[] {
  const { target, withheld } = stripSecrets(connection.target);
  const key = connectionKey(target);
  const previous = list.find((item) => item.key === key);
  const name = connection.name?.trim() || previous?.name;
  const entry: RecentConnection = {
    key,
    target,
    revision: connection.revision,
    at: now,
    withheld,
    ...(name ? { name } : {}),
  };
  return [entry, ...list.filter((item) => item.key !== key)].slice(0, RECENT_LIMIT);
}

export function forgetConnection(list: readonly RecentConnection[], key: string): RecentConnection[] {
  return list.filter((item) => item.key !== key);
}

/** What storage holds, read leniently: damaged entries are skipped, and secrets are stripped again in case an older version kept any. */
export function readRecentConnections(text: string | null): RecentConnection[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const record = item as Partial<Record<keyof RecentConnection, unknown>> | null;
    const target = readTarget(record?.target);
    if (!target) return [];
    const stripped = stripSecrets(target);
    const withheld = Array.isArray(record?.withheld)
      ? record.withheld.filter((where): where is string => typeof where === 'string')
      : [];
    const name = typeof record?.name === 'string' && record.name ? record.name : undefined;
    return [
      {
        key: connectionKey(stripped.target),
        target: stripped.target,
        revision: typeof record?.revision === 'string' && isRevisionChoice(record.revision) ? record.revision : 'auto',
        at: typeof record?.at === 'number' ? record.at : 0,
        withheld: [...new Set([...withheld, ...stripped.withheld])],
        ...(name ? { name } : {}),
      },
    ];
  });
}

function readTarget(value: unknown): ConnectTarget | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const target = value as Record<string, unknown>;
  return typeof target.kind === 'string' && Object.hasOwn(readers, target.kind)
    ? readers[target.kind as TargetKind](target)
    : undefined;
}

/** How storage's copy of each kind is read back. */
const readers: Record<TargetKind, (target: Record<string, unknown>) => ConnectTarget | undefined> = {
  http: (target) => {
    if (typeof target.url !== 'string') return undefined;
    return {
      kind: 'http',
      url: target.url,
      transport: isHttpTransportChoice(target.transport) ? target.transport : 'auto',
      route: target.route === 'direct' || target.route === 'relay' ? target.route : 'auto',
      headers: Array.isArray(target.headers)
        ? target.headers.filter(isHeaderEntry).map(({ name, value: headerValue }) => ({ name, value: headerValue }))
        : [],
      ...(typeof target.oauth === 'object' && target.oauth !== null
        ? { oauth: readOAuth(target.oauth as Record<string, unknown>) }
        : {}),
    };
  },
  stdio: (target) => {
    if (typeof target.command !== 'string' || !Array.isArray(target.args)) return undefined;
    const env =
      typeof target.env === 'object' && target.env !== null
        ? Object.entries(target.env).filter((pair): pair is [string, string] => typeof pair[1] === 'string')
        : [];
    const stdio: StdioTarget = {
      kind: 'stdio',
      command: target.command,
      args: target.args.filter((arg): arg is string => typeof arg === 'string'),
      env: Object.fromEntries(env),
    };
    if (typeof target.cwd === 'string' && target.cwd) stdio.cwd = target.cwd;
    if (target.inheritEnv === true) stdio.inheritEnv = true;
    if (isFramingMode(target.framing) && target.framing !== 'auto') stdio.framing = target.framing;
    return stdio;
  },
};

function readOAuth(oauth: Record<string, unknown>): NonNullable<HttpTarget['oauth']> {
  const fields = ['clientId', 'clientSecret', 'issuer', 'scope', 'clientMetadataUrl'] as const;
  return Object.fromEntries(
    fields.flatMap((field) => (typeof oauth[field] === 'string' ? [[field, oauth[field]]] : [])),
  );
}
