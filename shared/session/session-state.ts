import type { ClientCapabilities, Implementation, ServerCapabilities } from '@modelcontextprotocol/client';
import type { StdioStartFailure } from '../bridge/stdio-start-failure.ts';

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
}

export interface SessionState {
  status: ConnectionStatus;
  /** Why the session is in `error` or `disconnected`, in words a person reads. */
  reason?: string;
  /** Increments on every connect; wire entries and queries are keyed by it. */
  connection: number;
  pid?: number;
  /** For a server behind a URL: how it is reached now, and why, when that was not the first choice. */
  remote?: RemoteRoute;
  /** The server forgot the Streamable HTTP session (404): a new one is a reconnect away. */
  sessionExpired?: boolean;
  /** A stdio server that did not start or ended before it answered: the likely cause and its evidence. */
  startFailure?: StdioStartFailure;
  server?: ServerOverview;
  /** What the inspector declared to the server. */
  clientCapabilities: ClientCapabilities;
}

export interface RemoteRoute {
  url: string;
  transport: 'streamable-http' | 'sse';
  route: 'direct' | 'relay';
  why?: string;
}
