import { sessionTasks } from '../../shared/tasks/session-tasks.ts';
import type { FetchLike } from '@modelcontextprotocol/client';
import type { ConnectionPlaces } from '../../shared/checkup/fresh-connection.ts';
import type { ClientSettings } from '../../shared/session/client-settings.ts';
import type { OAuthFlow } from '../../shared/oauth/oauth-flow.ts';
import type { HttpEnvironment, OAuthEnvironment } from '../../shared/session/connect-target.ts';
import { samplingServerContext } from '../../shared/model/sampling-context.ts';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { defaultRequestSettings } from '../../shared/session/request-settings.ts';
import { targetFacts } from '../../shared/session/target-kinds.ts';
import type { RevisionChoice } from '../../shared/protocol/revisions.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { packageVersion } from '../package-info.ts';
import type { CliTarget } from './cli-options.ts';
import { startLocalBridge, type LocalBridge } from './local-bridge.ts';
import { answerServerRequests, type LoadedAnswers } from './server-request-answers.ts';
import { DEFAULT_AUTHORIZATION, type SessionAuthorization } from './cli-authorization.ts';
import { clientCredentialsToken } from './client-credentials.ts';
import { headlessOAuth } from './headless-oauth.ts';

export interface CliSessionSettings {
  target: CliTarget;
  revision: RevisionChoice;
  /** Each request's timeout, and the opening handshake's. */
  timeoutMs?: number;
  /** What the client declares; see clientSettingsFor. */
  clientSettings: ClientSettings;
  /** Offered to roots/list. */
  roots: readonly string[];
  answers: LoadedAnswers;
  /** How a token is got for a server behind a URL that asks for OAuth; the authorization code flow, only if asked, when absent. */
  authorization?: SessionAuthorization;
}

export interface CliSessionDeps {
  /** Node's fetch by default: the CLI reaches servers behind a URL itself. */
  fetch: FetchLike;
  startBridge: () => Promise<LocalBridge>;
  /** OAuth for the authorization code flow, given the session's flow; headlessOAuth (following the redirects) by default. */
  oauth?: (flow: () => OAuthFlow) => OAuthEnvironment;
}

export interface CliSession {
  session: McpSession;
  log: WireLog;
  /** Where a second connection to the same server is opened from (the checkup's version check). */
  places: ConnectionPlaces;
  /** Connected, or why not (the session's own words). */
  failure?: string;
  /** Ends the session, its server process and the bridge. */
  close(): Promise<void>;
}

const defaultDeps: CliSessionDeps = {
  fetch: (input, init) => fetch(input, init),
  startBridge: () => startLocalBridge(),
};

/** The bridge URL for a session that never starts a process: never dialled. */
const NO_BRIDGE = 'ws://127.0.0.1:0/bridge';

/**
 * The page's session, in Node: the same McpSession, wire log and rules, a
 * stdio server started through the proxy's own bridge, a URL reached with
 * Node's fetch. Connects before it returns; `failure` says when it could not.
 * The seam for anything that runs against a server from the command line
 * (the checkup, the conformance client).
 */
export async function openCliSession(
  settings: CliSessionSettings,
  overrides: Partial<CliSessionDeps> = {},
): Promise<CliSession> {
  const deps = { ...defaultDeps, ...overrides };
  const authorization = settings.authorization ?? DEFAULT_AUTHORIZATION;
  const target = await withAuthorization(settings.target, authorization, deps.fetch);
  // Listeners hear of new entries at once (progress is printed as it comes).
  const log = new WireLog((flush) => queueMicrotask(flush));
  const bridge = targetFacts(target).startsProcess ? await deps.startBridge() : undefined;
  // The environment reaches the session's flow only once an authorization starts, after the session exists.
  let created: McpSession | undefined;
  const oauthFor =
    authorization.grant === 'authorization-code'
      ? (deps.oauth ??
        headlessOAuth({
          fetch: deps.fetch,
          ...(authorization.redirectUrl ? { redirectUrl: authorization.redirectUrl } : {}),
        }))
      : undefined;
  const oauth = oauthFor?.(() => created!.oauth);
  const http: HttpEnvironment = { directFetch: async () => deps.fetch, ...(oauth ? { oauth } : {}) };
  const session = new McpSession({
    log,
    bridgeUrl: bridge?.url ?? NO_BRIDGE,
    ...(bridge ? { socketFactory: bridge.socketFactory } : {}),
    clientInfo: { name: 'mcp-loupe', version: packageVersion() },
    http,
    ...(settings.timeoutMs !== undefined ? { connectTimeoutMs: settings.timeoutMs } : {}),
  });
  created = session;
  sessionTasks(session);
  session.clientSide.settings.set(settings.clientSettings);
  session.clientSide.roots.set(settings.roots.map((uri) => ({ uri })));
  session.requestSettings.set({
    ...defaultRequestSettings,
    ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}),
  });
  const stopAnswering = answerServerRequests(session.clientSide.inbox, settings.answers, () =>
    samplingServerContext(session.state.getSnapshot().server),
  );
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await session.disconnect();
      stopAnswering();
      await bridge?.close();
    })());
  try {
    await session.connect(target, settings.revision);
  } catch (error) {
    await close();
    throw error;
  }
  const state = session.state.getSnapshot();
  const places: ConnectionPlaces = {
    http,
    ...(bridge ? { bridgeUrl: bridge.url, socketFactory: bridge.socketFactory } : {}),
  };
  return {
    session,
    log,
    places,
    close,
    ...(state.status === 'connected' ? {} : { failure: state.reason ?? 'The connection failed' }),
  };
}

const GRANT_NAMES = {
  'client-credentials': 'Client credentials',
  'jwt-bearer': 'JWT-bearer grant',
  enterprise: 'Enterprise-managed authorization',
} as const;

/**
 * The target with what the grant needs: a pre-registered client for the
 * authorization code flow; for client credentials, a token got before
 * connecting (the server's metadata names the authorization server). A
 * bearer given on the command line wins over both.
 */
async function withAuthorization(
  target: CliTarget,
  authorization: SessionAuthorization,
  fetch: FetchLike,
): Promise<CliTarget> {
  if (target.kind !== 'http' || target.bearer !== undefined) return target;
  if (
    authorization.grant === 'client-credentials' ||
    authorization.grant === 'jwt-bearer' ||
    authorization.grant === 'enterprise'
  ) {
    const bearer = await clientCredentialsToken(target.url, authorization.credentials, fetch, authorization).catch(
      (error: unknown) => {
        throw new Error(
          `${GRANT_NAMES[authorization.grant]}: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
    return { ...target, bearer };
  }
  if (authorization.grant === 'authorization-code' && Object.keys(authorization.client).length)
    return { ...target, oauth: { ...target.oauth, ...authorization.client } };
  return target;
}
