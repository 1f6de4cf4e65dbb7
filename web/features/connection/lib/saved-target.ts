import {
  isHttpTransportChoice,
  type HeaderEntry,
  type HttpTarget,
  type OAuthChoices,
} from '../../../../shared/http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../../../../shared/session/mcp-session.ts';
import { isFramingMode } from '../../../../shared/jsonrpc/framing-mode.ts';
import { isRevisionChoice, type RevisionChoice } from '../../../../shared/protocol/revisions.ts';

const storageKey = 'mcp-loupe.connection';

export interface SavedConnection {
  target: ConnectTarget;
  revision: RevisionChoice;
}

/**
 * The last server this tab connected to, so a reload returns to it rather
 * than to the default. Kept per tab (sessionStorage), like the token; a
 * remote server's headers and bearer token stay in this tab too.
 */
export function loadSavedConnection(storage: Pick<Storage, 'getItem'> = sessionStorage): SavedConnection | undefined {
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? 'null') as {
      target?: Record<string, unknown>;
      revision?: unknown;
    } | null;
    const target = value?.target ? readTarget(value.target) : undefined;
    if (!target) return undefined;
    return {
      target,
      revision: typeof value?.revision === 'string' && isRevisionChoice(value.revision) ? value.revision : 'auto',
    };
  } catch {
    return undefined;
  }
}

function readTarget(target: Record<string, unknown>): ConnectTarget | undefined {
  if (target.kind === 'http') return readHttpTarget(target);
  if (typeof target.command !== 'string' || !Array.isArray(target.args)) return undefined;
  return {
    kind: 'stdio',
    command: target.command,
    args: target.args.filter((arg): arg is string => typeof arg === 'string'),
    env: Object.fromEntries(
      Object.entries(typeof target.env === 'object' && target.env !== null ? target.env : {}).filter(
        ([, value]) => typeof value === 'string',
      ),
    ),
    ...(typeof target.cwd === 'string' ? { cwd: target.cwd } : {}),
    ...(target.inheritEnv === true ? { inheritEnv: true } : {}),
    ...(isFramingMode(target.framing) && target.framing !== 'auto' ? { framing: target.framing } : {}),
  };
}

function readHttpTarget(target: Record<string, unknown>): HttpTarget | undefined {
  if (typeof target.url !== 'string') return undefined;
  const route = target.route === 'direct' || target.route === 'relay' ? target.route : 'auto';
  const headers: HeaderEntry[] = Array.isArray(target.headers)
    ? target.headers
        .filter(
          (header): header is HeaderEntry => typeof header?.name === 'string' && typeof header?.value === 'string',
        )
        .map(({ name, value }) => ({ name, value }))
    : [];
  return {
    kind: 'http',
    url: target.url,
    transport: isHttpTransportChoice(target.transport) ? target.transport : 'auto',
    route,
    headers,
    ...(typeof target.bearer === 'string' && target.bearer ? { bearer: target.bearer } : {}),
    ...(readOAuthChoices(target.oauth) ?? {}),
  };
}

export function saveConnection(connection: SavedConnection, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(storageKey, JSON.stringify(connection));
}

/** The configured default server as a target, whatever the proxy left out. */
export function defaultTarget(server: {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
}): StdioTarget {
  return {
    kind: 'stdio',
    command: server.command,
    args: server.args ?? [],
    env: server.env ?? {},
    ...(server.cwd ? { cwd: server.cwd } : {}),
  };
}

function readOAuthChoices(value: unknown): { oauth: OAuthChoices } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields = ['clientId', 'clientSecret', 'issuer', 'scope', 'clientMetadataUrl'] as const;
  const oauth = Object.fromEntries(
    fields.flatMap((field) =>
      typeof (value as Record<string, unknown>)[field] === 'string'
        ? [[field, (value as Record<string, string>)[field]]]
        : [],
    ),
  );
  return Object.keys(oauth).length ? { oauth } : undefined;
}
