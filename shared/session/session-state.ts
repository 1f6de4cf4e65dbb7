import type { ClientCapabilities, Implementation, ServerCapabilities } from '@modelcontextprotocol/client';

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
  server?: ServerOverview;
  /** What the inspector declared to the server. */
  clientCapabilities: ClientCapabilities;
}
