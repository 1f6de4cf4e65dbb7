import type { FetchLike } from '@modelcontextprotocol/client';
import type { ClientSettings } from '../../shared/session/client-settings.ts';
import type { OAuthFlow } from '../../shared/oauth/oauth-flow.ts';
import type { HttpEnvironment, OAuthEnvironment } from '../../shared/session/connect-target.ts';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { defaultRequestSettings } from '../../shared/session/request-settings.ts';
import type { RevisionChoice } from '../../shared/session/revisions.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { packageVersion } from '../package-info.ts';
import type { CliTarget } from './cli-options.ts';
import { startLocalBridge, type LocalBridge } from './local-bridge.ts';
import { answerServerRequests, type LoadedAnswers } from './server-request-answers.ts';

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
}

export interface CliSessionDeps {
  /** Node's fetch by default: the CLI reaches servers behind a URL itself. */
  fetch: FetchLike;
  startBridge: () => Promise<LocalBridge>;
  /** OAuth without a person (see headlessOAuth), given the session's flow; without it, a server that asks for OAuth refuses the connection. */
  oauth?: (flow: () => OAuthFlow) => OAuthEnvironment;
}

export interface CliSession {
  session: McpSession;
  log: WireLog;
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
export async function openCliSession(settings: CliSessionSettings, overrides: Partial<CliSessionDeps> = {}): Promise<CliSession> {
  const deps = { ...defaultDeps, ...overrides };
  const log = new WireLog(() => {});
  const bridge = settings.target.kind === 'stdio' ? await deps.startBridge() : undefined;
  // The environment reaches the session's flow only once an authorization starts, after the session exists.
  let created: McpSession | undefined;
  const oauth = deps.oauth?.(() => created!.oauth);
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
  session.clientSide.settings.set(settings.clientSettings);
  session.clientSide.roots.set(settings.roots.map((uri) => ({ uri })));
  session.requestSettings.set({ ...defaultRequestSettings, ...(settings.timeoutMs !== undefined ? { timeoutMs: settings.timeoutMs } : {}) });
  const stopAnswering = answerServerRequests(session.clientSide.inbox, settings.answers);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await session.disconnect();
      stopAnswering();
      await bridge?.close();
    })());
  try {
    await session.connect(settings.target, settings.revision);
  } catch (error) {
    await close();
    throw error;
  }
  const state = session.state.getSnapshot();
  return { session, log, close, ...(state.status === 'connected' ? {} : { failure: state.reason ?? 'The connection failed' }) };
}
