import type { Transport } from '@modelcontextprotocol/client';

/** How a server's process ended. */
export interface ProcessExit {
  code: number | null;
  signal: string | null;
  stderrTail: string[];
}

/**
 * What a transport says of itself, whichever transport it is: each transport states its own, so no reader asks which
 * class it is.
 */
export interface TransportFacts {
  kind: 'stdio' | 'streamable-http' | 'sse';
  /** stdio: the server's process, once started. */
  pid?: number;
  /** stdio: how the process ended, once it has. */
  exit?: ProcessExit;
  /** Streamable HTTP: the session the server gave, if any. */
  sessionId?: string;
  /** Behind a URL: straight from the page, or through the proxy's relay. */
  route?: 'direct' | 'relay';
  /** Each message goes as an HTTP request of its own, so a request can carry headers (2026-07-28's Mcp-Param-*). */
  carriesHeaders: boolean;
  /** The proxy holds the other end (the stdio bridge): closed with no exit, the proxy itself may be gone. */
  heldByProxy: boolean;
}

/** A transport that states its own facts and lets go of what it opened on the server. */
export interface StatedTransport extends Transport {
  facts(): TransportFacts;
  /**
   * Ends what this transport opened on the server (a Streamable HTTP session: DELETE), within a few seconds; never
   * throws.
   */
  endOnServer(): Promise<void>;
}
