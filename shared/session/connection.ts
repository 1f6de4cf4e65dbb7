import {
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type Client,
  type Transport,
} from '@modelcontextprotocol/client';
import { BridgeTransport, type ProcessExit } from '../bridge/bridge-transport.ts';
import type { ConnectionWatch } from './connection-watch.ts';
import { ParamHeaderMirror } from './param-header-mirror.ts';
import type { RawResults } from './raw-results.ts';

/** What a transport says of itself, whichever transport it is. */
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
}

/**
 * One connection: a value that owns its client, its transport, the raw
 * results and parameter headers it learned, the watch that follows its
 * transport, and a signal that says when it ended. It dies as a whole
 * (`end`), and whatever it started reads `signal` or `ended` before it
 * writes: the session holds the current one, and a superseded or dead
 * connection can change nothing.
 */
export class Connection {
  /** Which connection of the session (the log and queries are keyed by it). */
  readonly number: number;
  readonly client: Client;
  readonly transport: Transport;
  readonly raw: RawResults;
  /** Tools' inputSchemas as this connection listed them: the source of 2026-07-28's Mcp-Param-* headers. */
  readonly paramMirror = new ParamHeaderMirror();
  readonly route: 'direct' | 'relay' | undefined;
  /** For a server behind a URL: what follows its transport while connected. */
  readonly watch: ConnectionWatch | undefined;
  readonly #ended = new AbortController();

  constructor(parts: {
    number: number;
    client: Client;
    transport: Transport;
    raw: RawResults;
    route?: 'direct' | 'relay';
    watch?: ConnectionWatch;
  }) {
    this.number = parts.number;
    this.client = parts.client;
    this.transport = parts.transport;
    this.raw = parts.raw;
    this.route = parts.route;
    this.watch = parts.watch;
  }

  /** Aborted when the connection ends, with why. */
  get signal(): AbortSignal {
    return this.#ended.signal;
  }

  get ended(): boolean {
    return this.#ended.signal.aborted;
  }

  facts(): TransportFacts {
    const transport = this.transport;
    if (transport instanceof BridgeTransport)
      return {
        kind: 'stdio',
        ...(transport.pid !== undefined ? { pid: transport.pid } : {}),
        ...(transport.exit ? { exit: transport.exit } : {}),
      };
    if (transport instanceof StreamableHTTPClientTransport)
      return {
        kind: 'streamable-http',
        ...(transport.sessionId !== undefined ? { sessionId: transport.sessionId } : {}),
        ...(this.route ? { route: this.route } : {}),
      };
    return {
      kind: transport instanceof SSEClientTransport ? 'sse' : 'streamable-http',
      ...(this.route ? { route: this.route } : {}),
    };
  }

  /**
   * Ends the connection as a whole, once: the signal first (so nothing it
   * started writes any more), then a Streamable HTTP session's DELETE when
   * `terminate` (a server that never answers holds nothing up), then the
   * client and the transport. The SDK's close does not reach a transport it
   * has not attached yet (while it probes with server/discover), so the
   * transport is closed by name, which ends a stdio server's process.
   */
  async end(why: string, options: { terminate?: boolean } = {}): Promise<void> {
    if (this.#ended.signal.aborted) return;
    this.#ended.abort(why);
    const transport = this.transport;
    if (
      options.terminate !== false &&
      transport instanceof StreamableHTTPClientTransport &&
      transport.sessionId !== undefined
    ) {
      await Promise.race([
        transport.terminateSession().catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
    }
    await this.client.close().catch(() => {});
    await transport.close().catch(() => {});
  }
}
