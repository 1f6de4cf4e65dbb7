import { Client, SdkError, SdkErrorCode, type Transport } from '@modelcontextprotocol/client';
import { BridgeTransport, describeExit } from '../bridge/bridge-transport.ts';
import type { BridgeSocketFactory } from '../bridge/socket.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { CallOutcome } from './call-outcome.ts';
import { describeConnectFailure } from './connect-failure.ts';
import { describeRequestError, errorOutcome } from './describe-error.ts';
import { Observable } from './observable.ts';
import { RawResults } from './raw-results.ts';
import { resultProblems } from './result-problems.ts';
import { revisionProblems } from '../diagnose/revision-rules.ts';
import type { RevisionChoice } from './revisions.ts';
import { clientOptions, commandLine, declaredCapabilities } from './client-options.ts';
import { listAllPages, type ListedItems } from './list-all.ts';
import type { SessionState } from './session-state.ts';
import { tapTransport } from './tap-transport.ts';

/** A stdio server, started by the proxy. */
export interface StdioTarget {
  kind: 'stdio';
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

export type ConnectTarget = StdioTarget;

export interface McpSessionOptions {
  log: WireLog;
  /** ws:// URL of the proxy's bridge, token included. */
  bridgeUrl: string;
  clientInfo?: { name: string; version: string };
  socketFactory?: BridgeSocketFactory;
  now?: () => number;
  /** How long the 2026-07-28 probe waits before taking a silent server for a legacy one. */
  probeTimeoutMs?: number;
  /** How long the opening handshake may take; the SDK's default (60 s) when absent. */
  connectTimeoutMs?: number;
}

export interface RequestProgress {
  progress: number;
  total?: number;
  message?: string;
}

export interface RequestCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Asks the server for progress (a progressToken is sent) and reports each notification; progress also restarts the timeout. */
  onProgress?: (progress: RequestProgress) => void;
}

type NotificationListener = (method: string, params: unknown) => void;

/** Accepts any result: what the server sent is shown as it is, and checked beside it. */
const anyResult = {
  '~standard': { version: 1 as const, vendor: 'mcp-loupe', validate: (value: unknown) => ({ value }) },
};

/**
 * One inspector session with one server at a time: the SDK client for the
 * protocol (negotiation, correlation, cancellation, timeouts) over a
 * transport that records every frame in the wire log.
 */
export class McpSession {
  readonly state = new Observable<SessionState>({ status: 'idle', connection: 0, clientCapabilities: declaredCapabilities });
  readonly #options: McpSessionOptions;
  readonly #notificationListeners = new Set<NotificationListener>();
  #client: Client | undefined;
  #transport: BridgeTransport | undefined;
  #target: ConnectTarget | undefined;
  #raw = new RawResults();
  /** Bumped by every connect and disconnect; an attempt that is no longer the latest stands down. */
  #attempt = 0;

  constructor(options: McpSessionOptions) {
    this.#options = options;
  }

  get log(): WireLog {
    return this.#options.log;
  }

  /**
   * Starts a server and opens a session with it, replacing any current one.
   * A later connect or a disconnect supersedes this one at any point: the
   * superseded attempt's transport is closed, so its process ends.
   */
  async connect(target: ConnectTarget, revision: RevisionChoice = 'auto'): Promise<void> {
    const attempt = ++this.#attempt;
    await this.#teardown('replaced by a new connection');
    if (attempt !== this.#attempt) return;
    const connection = this.state.getSnapshot().connection + 1;
    this.#update({ status: 'connecting', connection, reason: undefined, server: undefined, pid: undefined });
    const transport = new BridgeTransport({
      url: this.#options.bridgeUrl,
      spawn: { command: target.command, args: target.args, env: target.env, cwd: target.cwd },
      connection,
      log: this.#options.log,
      socketFactory: this.#options.socketFactory,
      now: this.#options.now,
    });
    const client = new Client(this.#options.clientInfo ?? { name: 'mcp-loupe', version: '0.1.0' }, clientOptions(revision, this.#options.probeTimeoutMs));
    client.fallbackNotificationHandler = async (notification) => {
      for (const listener of this.#notificationListeners) listener(notification.method, notification.params);
    };
    client.onerror = (error) => this.#note(connection, `SDK: ${error.message}`);
    this.#client = client;
    this.#transport = transport;
    this.#target = target;
    client.onclose = () => this.#closed(client, transport);
    const raw = new RawResults();
    this.#raw = raw;
    try {
      const tapped = tapTransport(transport as Transport, { sent: (message) => raw.sent(message), received: (message) => raw.received(message) });
      await client.connect(tapped, this.#options.connectTimeoutMs ? { timeout: this.#options.connectTimeoutMs } : undefined);
    } catch (error) {
      if (attempt !== this.#attempt) return;
      const reason = describeConnectFailure({ error, command: commandLine(target), spawnError: transport.spawnError, exit: transport.exit, log: this.#options.log, connection });
      this.#update({ status: 'error', reason });
      // The SDK may already have let go of both (its close on a failed connect); close them by name.
      this.#client = client;
      this.#transport = transport;
      await this.#teardown('the connection failed');
      return;
    }
    if (attempt !== this.#attempt) return;
    this.#update({
      status: 'connected',
      pid: transport.pid,
      server: {
        info: client.getServerVersion(),
        capabilities: client.getServerCapabilities() ?? {},
        instructions: client.getInstructions(),
        protocolVersion: client.getNegotiatedProtocolVersion(),
        era: client.getProtocolEra(),
      },
    });
  }

  async reconnect(revision: RevisionChoice = 'auto'): Promise<void> {
    if (this.#target) await this.connect(this.#target, revision);
  }

  /** Ends the session, and any connect still under way. */
  async disconnect(): Promise<void> {
    this.#attempt++;
    // The status, not the transport: a connect may have let go of the old one and not yet made the new.
    const { status } = this.state.getSnapshot();
    await this.#teardown('Disconnect');
    if (status === 'connected' || status === 'connecting') this.#update({ status: 'disconnected', reason: 'Disconnected by you' });
  }

  /**
   * Closes the client and the transport. The SDK's close does not reach a
   * transport it has not attached yet (while it probes with server/discover),
   * so the transport is closed as well, which ends the process.
   */
  async #teardown(why: string): Promise<void> {
    const client = this.#client;
    const transport = this.#transport;
    this.#client = undefined;
    this.#transport = undefined;
    if (transport?.pid !== undefined && !transport.exit) {
      this.#note(this.state.getSnapshot().connection, `The inspector closed the connection (${why}); the proxy ends process ${transport.pid} and its group`);
    }
    await client?.close().catch(() => {});
    await transport?.close().catch(() => {});
  }

  #note(connection: number, text: string): void {
    this.#options.log.append({ connection, t: (this.#options.now ?? Date.now)(), direction: 'note', kind: 'process', raw: text });
  }

  /** Calls for notifications the SDK does not consume itself (list_changed, logging, …). */
  onNotification(listener: NotificationListener): () => void {
    this.#notificationListeners.add(listener);
    return () => this.#notificationListeners.delete(listener);
  }

  /**
   * Sends a request and reports the result exactly as received, with any
   * schema problems listed beside it. Never throws.
   */
  async request(method: string, params: Record<string, unknown> | undefined, options: RequestCallOptions = {}): Promise<CallOutcome> {
    const now = this.#options.now ?? Date.now;
    const started = now();
    const client = this.#client;
    if (!client) return { kind: 'error', message: 'Not connected', durationMs: 0 };
    const transport = this.#transport;
    const raw = this.#raw;
    const capture = raw.expect(method, params);
    try {
      // Inside the try: the SDK throws at once for a method the negotiated era does not have.
      const sdkRequest = client.request({ method, params }, anyResult, {
        signal: options.signal,
        timeout: options.timeoutMs,
        onprogress: options.onProgress,
        resetTimeoutOnProgress: options.onProgress !== undefined,
      });
      // A malformed answer settles the call first; the SDK's own promise then settles on a stand-in error.
      sdkRequest.catch(() => {});
      const settled = await Promise.race([sdkRequest.then((lifted) => ({ lifted })), capture.malformed]);
      if ('problem' in settled) {
        return { kind: 'error', message: `The server answered, but not in a shape JSON-RPC allows: ${settled.problem}`, data: settled.message, durationMs: now() - started };
      }
      // Show what the server sent; the SDK's copy may have wire-only members stripped.
      const result = capture.received ? capture.result : settled.lifted;
      return { kind: 'result', result, problems: this.#problems(method, result), durationMs: now() - started };
    } catch (error) {
      // The SDK reports a caller's abort as a timeout carrying the abort reason; the signal says what happened.
      if (options.signal?.aborted) return { kind: 'cancelled', durationMs: now() - started };
      // The error as the server sent it: the SDK may have mapped its code.
      if (capture.error) return errorOutcome(capture.error, now() - started);
      // A result the SDK refused (2026-07-28's resultType rules, say) is still shown, with the refusal as a problem.
      if (capture.received && error instanceof SdkError && error.code === SdkErrorCode.InvalidResult) {
        return { kind: 'result', result: capture.result, problems: [`the SDK refused this result: ${error.message}`, ...this.#problems(method, capture.result)], durationMs: now() - started };
      }
      const closedBecause = transport?.exit ? describeExit(transport.exit) : undefined;
      return describeRequestError(error, now() - started, closedBecause);
    } finally {
      raw.release(capture);
    }
  }

  #problems(method: string, result: unknown): string[] {
    return [...resultProblems(method, result), ...revisionProblems(method, result, this.state.getSnapshot().server?.protocolVersion)];
  }

  /** Every page of a list method (`tools/list`, …), gathered; see {@link listAllPages}. */
  listAll<T>(method: string, key: string, options: RequestCallOptions = {}): Promise<ListedItems<T>> {
    return listAllPages<T>((params) => this.request(method, params, options), key);
  }

  #closed(client: Client, transport: BridgeTransport): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#transport = undefined;
    const reason = transport.exit ? `${commandLine(this.#target)}: ${describeExit(transport.exit)}` : 'The connection closed';
    this.#update({ status: 'error', reason });
  }


  #update(patch: Partial<SessionState>): void {
    this.state.set({ ...this.state.getSnapshot(), ...patch });
  }
}
