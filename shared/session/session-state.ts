import type { ClientCapabilities, Implementation, ServerCapabilities } from '@modelcontextprotocol/client';
import type { StdioStartFailure } from '../bridge/stdio-start-failure.ts';
import type { discoverProbeFact } from './discover-probe.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'error';

/** What the session knows about the server once connected. */
export interface ServerOverview {
  info: Implementation | undefined;
  capabilities: ServerCapabilities;
  instructions: string | undefined;
  /** The revision both sides agreed on. */
  protocolVersion: string | undefined;
  /** `legacy`: initialize handshake; `modern`: server/discover (2026-07-28 and later). */
  era: 'legacy' | 'modern' | undefined;
  /** Revision auto, begun with initialize: what the inspector's server/discover probe says of 2026-07-28 (see {@link discoverProbeFact}). */
  discovery?: string;
}

export interface RemoteRoute {
  url: string;
  transport: 'streamable-http' | 'sse';
  route: 'direct' | 'relay';
  why?: string;
}

/** What every state has. */
interface StateCommon {
  /** Increments on every connect; wire entries and queries are keyed by it. */
  connection: number;
  /** What the inspector declared to the server. */
  clientCapabilities: ClientCapabilities;
  /** For a server behind a URL: how it is reached (or was tried), and why, when that was not the first choice. */
  remote?: RemoteRoute;
}

/** Fields a state of another status has: absent here, so a reader can ask any state and narrowing on `status` tells what is there. */
interface NoConnectedFields {
  server?: undefined;
  pid?: undefined;
}
interface NoEndFields {
  reason?: undefined;
  sessionExpired?: undefined;
  startFailure?: undefined;
}

export interface IdleState extends StateCommon, NoConnectedFields, NoEndFields {
  status: 'idle';
}

export interface ConnectingState extends StateCommon, NoConnectedFields, NoEndFields {
  status: 'connecting';
}

/** Only a connected session has a server it speaks to now. */
export interface ConnectedState extends StateCommon, NoEndFields {
  status: 'connected';
  server: ServerOverview;
  /** A stdio server's process. */
  pid?: number;
}

export interface DisconnectedState extends StateCommon, NoConnectedFields {
  status: 'disconnected';
  /** Why, in words a person reads. */
  reason: string;
  sessionExpired?: undefined;
  startFailure?: undefined;
}

export interface ErrorState extends StateCommon {
  status: 'error';
  /** Why the connect failed or the connection was lost, in words a person reads. */
  reason: string;
  /** When a live connection was lost: the server as it was last known (the header says "Connection lost"). */
  server?: ServerOverview;
  pid?: undefined;
  /** The server forgot the Streamable HTTP session (404): a new one is a connect away. */
  sessionExpired?: boolean;
  /** A stdio server that did not start or ended before it answered: the likely cause and its evidence. */
  startFailure?: StdioStartFailure;
}

/** Where the session stands: a union on `status`, so "connected" carries what only a connected session has. */
export type SessionState = IdleState | ConnectingState | ConnectedState | DisconnectedState | ErrorState;

/** The session's moves from one state to the next; each makes a whole state, never a patch on the last. */
export const sessionStates = {
  idle(clientCapabilities: ClientCapabilities): IdleState {
    return { status: 'idle', connection: 0, clientCapabilities };
  },
  connecting(connection: number, clientCapabilities: ClientCapabilities): ConnectingState {
    return { status: 'connecting', connection, clientCapabilities };
  },
  connected(from: SessionState, server: ServerOverview, pid: number | undefined): ConnectedState {
    return {
      status: 'connected',
      connection: from.connection,
      clientCapabilities: from.clientCapabilities,
      ...(from.remote ? { remote: from.remote } : {}),
      server,
      ...(pid !== undefined ? { pid } : {}),
    };
  },
  /** A connect that failed, or a connection that was lost (then the server last known is kept, so the page says which). */
  error(
    from: SessionState,
    reason: string,
    extra: { sessionExpired?: boolean; startFailure?: StdioStartFailure } = {},
  ): ErrorState {
    const server = from.status === 'connected' || from.status === 'error' ? from.server : undefined;
    const startFailure = extra.startFailure ?? (from.status === 'error' ? from.startFailure : undefined);
    return {
      status: 'error',
      connection: from.connection,
      clientCapabilities: from.clientCapabilities,
      ...(from.remote ? { remote: from.remote } : {}),
      reason,
      ...(server ? { server } : {}),
      ...(extra.sessionExpired ? { sessionExpired: true } : {}),
      ...(startFailure ? { startFailure } : {}),
    };
  },
  disconnected(from: SessionState, reason: string): DisconnectedState {
    return {
      status: 'disconnected',
      connection: from.connection,
      clientCapabilities: from.clientCapabilities,
      ...(from.remote ? { remote: from.remote } : {}),
      reason,
    };
  },
  /** The same state, reached another way (the connect plan's next attempt). */
  withRemote<S extends SessionState>(from: S, remote: RemoteRoute): S {
    return { ...from, remote };
  },
};
