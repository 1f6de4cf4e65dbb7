import type { Client } from '@modelcontextprotocol/client';
import type { StatedTransport, TransportFacts } from '../jsonrpc/transport-facts.ts';
import type { ConnectionWatch, WatchEvent, WatchVerdict } from './connection-watch.ts';
import { ParamHeaderMirror } from './param-header-mirror.ts';
import type { RawResults } from './raw-results.ts';

export type { TransportFacts } from '../jsonrpc/transport-facts.ts';

/**
 * One connection: a value that owns its client, its transport, the raw
 * results and parameter headers it learned, the watch that follows its
 * transport, and a signal that says when it ended. It dies as a whole
 * (`end`), and whatever it started reads `signal` (or `live`) before it
 * writes: the session holds the current one, and a superseded or dead
 * connection can change nothing.
 */
export class Connection {
  /** Which connection of the session (the log and queries are keyed by it). */
  readonly number: number;
  readonly client: Client;
  readonly transport: StatedTransport;
  readonly raw: RawResults;
  /** Tools' inputSchemas as this connection listed them: the source of 2026-07-28's Mcp-Param-* headers. */
  readonly paramMirror = new ParamHeaderMirror();
  /** For a server behind a URL: what follows its transport while connected. */
  readonly watch: ConnectionWatch | undefined;
  readonly #ended = new AbortController();
  readonly #lost: (connection: Connection, verdict: WatchVerdict) => void;
  /** Set once the handshake is done: only then is what the wire shows about a live session. */
  #established = false;

  constructor(parts: {
    number: number;
    client: Client;
    transport: StatedTransport;
    raw: RawResults;
    watch?: ConnectionWatch;
    /** Told when the wire shows this live connection is over; never after it ended. */
    lost: (connection: Connection, verdict: WatchVerdict) => void;
  }) {
    this.number = parts.number;
    this.client = parts.client;
    this.transport = parts.transport;
    this.raw = parts.raw;
    this.watch = parts.watch;
    this.#lost = parts.lost;
  }

  /** Aborted when the connection ends, with why. */
  get signal(): AbortSignal {
    return this.#ended.signal;
  }

  get ended(): boolean {
    return this.#ended.signal.aborted;
  }

  /** Handshaken and not ended: what the wire shows now is about the session the person sees as connected. */
  get live(): boolean {
    return this.#established && !this.ended;
  }

  /** The handshake is done. */
  established(): void {
    this.#established = true;
  }

  facts(): TransportFacts {
    return this.transport.facts();
  }

  /**
   * What the wire showed of this connection: its watch judges, and a verdict that it is over goes to the session while
   * it lives.
   */
  see(event: WatchEvent): void {
    if (this.ended) return;
    const verdict = this.watch?.see(event, this.live);
    if (verdict) this.lose(verdict);
  }

  /** The wire showed this connection is over: the session hears it once, while the connection lives. */
  lose(verdict: WatchVerdict): void {
    if (this.live) this.#lost(this, verdict);
  }

  /**
   * Ends the connection as a whole, once: the signal first (so nothing it
   * started writes any more), then what the transport opened on the server
   * when `terminate` (a Streamable HTTP session's DELETE), then the client
   * and the transport. The SDK's close does not reach a transport it has
   * not attached yet (while it probes with server/discover), so the
   * transport is closed by name, which ends a stdio server's process.
   */
  async end(why: string, options: { terminate?: boolean } = {}): Promise<void> {
    if (this.#ended.signal.aborted) return;
    this.#ended.abort(why);
    if (options.terminate !== false) await this.transport.endOnServer();
    await this.client.close().catch(() => {});
    await this.transport.close().catch(() => {});
  }
}
