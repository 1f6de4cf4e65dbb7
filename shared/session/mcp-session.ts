import type { Connection } from './connection.ts';
import type { OAuthFlow } from '../oauth/oauth-flow.ts';
import { SessionAuthorization } from './session-authorization.ts';
import type { ConnectTarget, StdioTarget } from './connect-target.ts';
import type { HttpTarget } from '../http/http-target.ts';
import type { CorsVerdicts } from '../http/cors-fallback-fetch.ts';
import type { HttpFetchContext } from './http-open.ts';
import type { ConnectionWatch, WatchVerdict } from './connection-watch.ts';
import type { StatedTransport } from '../jsonrpc/transport-facts.ts';
import { Lazy } from '../lib/lazy.ts';
import { scoped, standDown, StoodDown } from '../lib/scope.ts';
import type { StdioStartFailure, StdioStartFacts } from '../bridge/stdio-start-failure.ts';
import type { StdioPipeState } from '../bridge/stdio-pipe.ts';
import type { WireLogCore } from '../wire/wire-log-core.ts';
import type { CallOutcome } from './call-outcome.ts';
import { Observable } from '../lib/observable.ts';
import { PROTOCOL_REVISIONS, type RevisionChoice } from '../protocol/revisions.ts';
import { commandLine } from './command-line.ts';
import { ClientSide, type RootEntry } from './client-side.ts';
import { workingDirectoryRoots } from './working-directory-root.ts';
import { capabilitiesFor, defaultClientSettings } from './client-settings.ts';
import { defaultRequestSettings, type RequestSettings } from './request-settings.ts';
import type { LogLevel } from './server-log.ts';
import { listAllPages, type ListedItems } from './list-all.ts';
import { sessionStates, type SessionState } from './session-state.ts';
import { SessionSubscriptions } from './subscriptions.ts';
import type { RequestCallOptions } from './send-request.ts';
import type { SessionEngine } from './session-engine.ts';
import { RawSender, watchConnectionEnd, type RawSendResult } from './raw-send.ts';
import { ProxyLoss } from './proxy-loss.ts';
import { askProxyWhy } from './browser-refusal.ts';
import { perKind, targetFacts } from './target-kinds.ts';
import type { McpSessionOptions } from './session-options.ts';

export type { ConnectTarget, HttpEnvironment, StdioTarget } from './connect-target.ts';
export type { McpSessionOptions } from './session-options.ts';
export type { RequestCallOptions, RequestProgress } from './send-request.ts';

type NotificationListener = (method: string, params: unknown) => void;

/**
 * Why a stdio server did not start, read by code loaded with the first failure (most pages never see one). The status
 * waits for it, so the card shows with the reason; if that code cannot be fetched (mcp-loupe stopped meanwhile), the
 * reason alone is said, as it is true without the card.
 */
async function diagnoseStart(facts: StdioStartFacts): Promise<StdioStartFailure | undefined> {
  let diagnosis: typeof import('../bridge/stdio-start-failure.ts');
  try {
    diagnosis = await import('../bridge/stdio-start-failure.ts');
  } catch {
    return undefined;
  }
  return diagnosis.diagnoseStdioStart(facts);
}

/**
 * One inspector session with one server at a time: the SDK client for the
 * protocol (negotiation, correlation, cancellation, timeouts) over a
 * transport that records every frame in the wire log. The SDK and all that
 * is built on it (the session's engine) are loaded by the first connect: the
 * session and its state exist, and the page shows them, before.
 */
export class McpSession {
  readonly state = new Observable<SessionState>(sessionStates.idle(capabilitiesFor(defaultClientSettings)));
  /** The inspector as the server's client: its declared capabilities, the server's requests, roots, the server's log. */
  readonly clientSide: ClientSide;
  /** What the server is asked to say when things change: subscriptions/listen streams (2026-07-28) or resources/subscribe (2025). */
  readonly subscriptions: SessionSubscriptions;
  /** Timeout, reset on progress and total limit for each request the page makes. */
  readonly requestSettings = new Observable<RequestSettings>(defaultRequestSettings);
  /** The log level asked of the server: set once with logging/setLevel, or (2026-07-28) sent with every request. */
  readonly logLevel = new Observable<LogLevel | undefined>(undefined);
  /** A stdio server's pipe: bytes held without a terminator, the framing written, a hint when the server is silent. */
  readonly stdioPipe = new Observable<StdioPipeState | undefined>(undefined);
  readonly #options: McpSessionOptions;
  readonly #authorization: SessionAuthorization;
  /** The OAuth flow of the current server behind a URL, step by step. */
  readonly oauth: OAuthFlow;
  readonly #notificationListeners = new Set<NotificationListener>();
  /** The connection the session speaks over now; every other one has ended or is about to. */
  #current: Connection | undefined;
  #target: ConnectTarget | undefined;
  /** What each connection was opened to: the log's replay commands start the same server. */
  readonly #targets = new Map<number, ConnectTarget>();
  /** What the browser allowed, per origin (authorization servers), for as long as this page lives. */
  readonly #corsVerdicts: CorsVerdicts = new Map();
  /**
   * The scope of the latest connect: aborted by the next connect or a disconnect, so whatever that connect still does
   * stands down.
   */
  #connectScope = new AbortController();
  /** Hand-made frames (the composer): sent past the SDK, their answers taken before it sees them. */
  readonly #rawSender = new RawSender();
  /** The SDK's client and the rest of the engine, loaded once, by the first connect (or authorize). */
  readonly #engine = new Lazy(async () => {
    const engine = await import('./session-engine.ts');
    // A log made without its judge (the page's) gets it here: every frame comes through a transport the engine makes.
    this.#options.log.judgeWith(engine.judgeFrames);
    return engine;
  });
  /** What servers behind a URL need (opening them, OAuth), loaded once, by the first connect to one (or authorize). */
  readonly #httpEngine = new Lazy(async () => {
    const http = await import('./session-http-engine.ts');
    this.#authorization.equip(http);
    return http;
  });
  /** A stdio connection lost with no exit: the proxy is asked why, and the status follows it. */
  readonly #proxyLoss: ProxyLoss;

  constructor(options: McpSessionOptions) {
    this.#options = options;
    this.#authorization = new SessionAuthorization(options.http?.oauth);
    this.oauth = this.#authorization.flow;
    this.clientSide = new ClientSide(options.now);
    this.#proxyLoss = new ProxyLoss({
      ...options,
      state: this.state,
      note: (connection, text) => this.#note(connection, text),
    });
    this.subscriptions = new SessionSubscriptions({
      request: (method, params) => this.request(method, params),
      timeoutMs: () => this.requestSettings.getSnapshot().timeoutMs,
      now: options.now,
    });
  }

  /** The session's clock (the log's times, timeouts). */
  get now(): () => number {
    return this.#options.now ?? Date.now;
  }

  get log(): WireLogCore {
    return this.#options.log;
  }

  /** The server connection `connection` was opened to. */
  targetOf(connection: number): ConnectTarget | undefined {
    return this.#targets.get(connection);
  }

  /**
   * Starts a server and opens a session with it, replacing any current one.
   * A later connect or a disconnect supersedes this one at any point: the
   * superseded attempt's transport is closed, so its process ends.
   */
  async connect(target: ConnectTarget, revision: RevisionChoice = 'auto'): Promise<void> {
    this.#connectScope.abort('replaced by a new connection');
    const scope = new AbortController();
    this.#connectScope = scope;
    await standDown(this.#connect(scope.signal, target, revision));
  }

  /** One connect, in its scope: once `signal` is aborted, it stands down at its next await. */
  async #connect(signal: AbortSignal, target: ConnectTarget, revision: RevisionChoice): Promise<void> {
    const live = scoped(signal);
    this.#authorization.newAttempt();
    await live(this.#teardown('replaced by a new connection'));
    const connection = this.state.getSnapshot().connection + 1;
    this.#target = target;
    this.#targets.set(connection, target);
    if (this.clientSide.rootsSource.getSnapshot() === 'working-directory')
      this.clientSide.roots.set(workingDirectoryRoots(target, this.#options.proxyWorkingDirectory));
    this.logLevel.set(undefined);
    this.stdioPipe.set(undefined);
    this.state.set(sessionStates.connecting(connection, this.clientSide.capabilities()));
    this.#options.log.describeConnection(connection, {
      clientCapabilities: this.clientSide.capabilities(),
      supportedRevisions: revision === 'auto' ? PROTOCOL_REVISIONS : [revision],
    });
    const engine = await live(this.#engine.load());
    const opened = await perKind(target, {
      http: (http) => this.#openHttp(signal, engine, http, revision, connection),
      stdio: (stdio) => this.#openStdio(signal, engine, stdio, revision, connection),
    });
    if (!opened) return;
    const { client } = opened;
    const facts = opened.facts();
    this.#options.log.describeConnection(connection, {
      revision: client.getNegotiatedProtocolVersion(),
      serverCapabilities: client.getServerCapabilities(),
    });
    this.subscriptions.attach(connection, client.getProtocolEra(), client);
    const server = {
      info: client.getServerVersion(),
      capabilities: client.getServerCapabilities() ?? {},
      instructions: client.getInstructions(),
      protocolVersion: client.getNegotiatedProtocolVersion(),
      era: client.getProtocolEra(),
      ...this.#discovery(engine, revision, client.getProtocolEra(), connection),
    };
    const serverName = (server.info as { name?: unknown } | undefined)?.name;
    if (typeof serverName === 'string' && serverName) this.clientSide.serverLog.nameServer(connection, serverName);
    this.state.set(sessionStates.connected(this.state.getSnapshot(), server, facts.pid));
    opened.established();
    const listening = this.#options.http?.listening;
    const { url } = targetFacts(target);
    if (url !== undefined && listening) {
      void engine.watchListening({
        url,
        listening,
        intervalMs: this.#options.listeningIntervalMs ?? 1_000,
        signal: opened.signal,
        lost: (verdict) => opened.lose(verdict),
      });
    }
  }

  /** A session that probed and began with initialize says what the probe met: the server does not speak 2026-07-28, or it is not known. */
  #discovery(
    engine: SessionEngine,
    revision: RevisionChoice,
    era: 'legacy' | 'modern' | undefined,
    connection: number,
  ): { discovery?: string } {
    if (revision !== 'auto' || era !== 'legacy') return {};
    const probe = engine.readDiscoverProbe(this.#options.log, connection);
    return probe ? { discovery: engine.discoverProbeFact(probe) } : {};
  }

  async #openStdio(
    signal: AbortSignal,
    engine: SessionEngine,
    target: StdioTarget,
    revision: RevisionChoice,
    connection: number,
  ): Promise<Connection | undefined> {
    const live = scoped(signal);
    const transport = new engine.BridgeTransport({
      url: this.#options.bridgeUrl,
      spawn: {
        command: target.command,
        args: target.args,
        env: target.env,
        cwd: target.cwd,
        inheritEnv: target.inheritEnv,
      },
      connection,
      log: this.#options.log,
      framing: target.framing,
      onPipe: (pipe) => {
        if (!signal.aborted) this.stdioPipe.set(pipe);
      },
      socketFactory: this.#options.socketFactory,
      now: this.#options.now,
    });
    const opened = this.#newConnection(engine, revision, connection, transport);
    try {
      await live(this.#handshake(engine, opened));
      return opened;
    } catch (error) {
      if (error instanceof StoodDown) throw error;
      // No process was started: the bridge itself could not open, and the proxy, asked, may say why (stopped, or restarted with a new token).
      const proxyLoss =
        transport.pid === undefined && transport.spawnError === undefined
          ? await live(this.#proxyLoss.reason(connection))
          : undefined;
      if (proxyLoss) {
        await this.#failed(opened, proxyLoss);
        void this.#proxyLoss.follow(connection, proxyLoss);
        return undefined;
      }
      const reason = engine.describeConnectFailure({
        error,
        command: commandLine(target),
        spawnError: transport.spawnError,
        exit: transport.exit,
        log: this.#options.log,
        connection,
      });
      const startFailure = await live(
        diagnoseStart({ ...target, spawnError: transport.spawnError, exit: transport.exit }),
      );
      await this.#failed(opened, reason, startFailure ? { startFailure } : {});
      return undefined;
    }
  }

  /** Opens a URL in the connect's scope; a failure is said here, as a stdio one is. */
  async #openHttp(
    signal: AbortSignal,
    engine: SessionEngine,
    target: HttpTarget,
    revision: RevisionChoice,
    connection: number,
  ): Promise<Connection | undefined> {
    const live = scoped(signal);
    const http = await live(this.#httpEngine.load());
    const opening = await live(
      http.openHttp(
        {
          ...this.#fetchContext(connection),
          environment: this.#options.http,
          signal,
          negotiates: revision === 'auto',
          route: (remote) => this.state.set(sessionStates.withRemote(this.state.getSnapshot(), remote)),
          connection: (transport, watch) => this.#newConnection(engine, revision, connection, transport, watch),
          handshake: (opened, options) => this.#handshake(engine, opened, options),
        },
        target,
        connection,
      ),
    );
    if (opening && 'failed' in opening) await this.#failed(opening.opened, opening.failed);
    return opening && 'failed' in opening ? undefined : opening?.opened;
  }

  /** What the fetches to a URL need of this session, on one connection. */
  #fetchContext(connection: number): HttpFetchContext {
    return {
      // Only a session given an HTTP environment offers servers behind a URL.
      environment: this.#options.http!,
      log: this.#options.log,
      now: this.#options.now,
      oauth: this.oauth,
      authorization: this.#authorization,
      corsVerdicts: this.#corsVerdicts,
      note: (text) => this.#note(connection, text),
    };
  }

  /** Runs a server's OAuth on its own, without connecting: each step shows in the flow. True once authorized. */
  async authorize(target: HttpTarget): Promise<boolean> {
    const route = target.route === 'relay' ? 'relay' : 'direct';
    const connection = this.state.getSnapshot().connection;
    const [, http] = await Promise.all([this.#engine.load(), this.#httpEngine.load()]);
    const fetch = await http.attemptFetch(
      this.#fetchContext(connection),
      target,
      route,
      connection,
      { responses: 0 },
      () => undefined,
    );
    return this.#authorization.authorizeOnly(target, fetch);
  }

  /**
   * The transport showed the connection is over (the server is gone, ended
   * the stream its session lived on, or forgot the session): the status
   * says so at once, and the transport is closed, so the SDK stops trying
   * to reopen streams to it and nothing goes to a session that was never
   * initialized. Nothing reconnects behind the person's back.
   */
  #lost(opened: Connection, verdict: WatchVerdict): void {
    const connection = opened.number;
    this.#note(connection, verdict.reason);
    this.state.set(
      sessionStates.error(this.state.getSnapshot(), verdict.reason, { sessionExpired: verdict.expired === true }),
    );
    void this.#teardown(verdict.expired ? 'the session expired' : 'the server is gone', {
      terminate: verdict.expired === true,
    });
    if (verdict.askProxy) void this.#askProxyWhy(connection, verdict.reason, verdict.askProxy);
    // Through the relay, "the server cannot be reached" may be the proxy gone: asked, it says so, and the status follows a restart or a stop.
    if (verdict.relayed) void this.#proxyLoss.explainClosed(connection, verdict.reason);
  }

  /** The browser hid why a request failed: the proxy tries the URL and says which it was (down, DNS, TLS, CORS), and the status says it too. */
  async #askProxyWhy(connection: number, reason: string, opening: string): Promise<void> {
    const target = this.#targets.get(connection);
    const reach = this.#options.http?.reach;
    if (!reach || target?.kind !== 'http') return;
    const found = await askProxyWhy(reach, target, opening);
    if (!found) return;
    this.#note(connection, found.note);
    this.#proxyLoss.replaceReason(connection, reason, found.reason);
  }

  /**
   * A new connection over `transport`: its client (with the inspector's
   * handlers) and what it learns of the wire. It becomes the session's
   * current connection at once, so the handshake's requests go through it.
   */
  #newConnection(
    engine: SessionEngine,
    revision: RevisionChoice,
    connection: number,
    transport: StatedTransport,
    watch?: ConnectionWatch,
  ): Connection {
    const capabilities = this.state.getSnapshot().clientCapabilities;
    const client = new engine.InspectorClient(
      this.#options.clientInfo ?? { name: 'mcp-loupe', version: '0.1.0' },
      engine.clientOptions(revision, capabilities, this.#options.probeTimeoutMs),
    );
    this.clientSide.attach(client, connection, capabilities);
    client.fallbackNotificationHandler = async (notification) => {
      this.clientSide.notification(connection, notification.method, notification.params);
      for (const listener of this.#notificationListeners) listener(notification.method, notification.params);
    };
    // Each input_required round is its own request on the wire; a note ties the rounds of one call together in the log.
    const raw = new engine.RawResults(({ method, key, previousId, id, round }) =>
      this.#note(
        connection,
        `${method}${key ? ` ${key}` : ''}: round ${round} (id ${JSON.stringify(id)}) answers the input_required result of id ${JSON.stringify(previousId)}`,
      ),
    );
    const opened = new engine.Connection({
      number: connection,
      client,
      transport,
      raw,
      watch,
      lost: (gone, verdict) => this.#lost(gone, verdict),
    });
    client.onerror = (error) => {
      // Ending the connection aborts the SDK's own requests and streams; its complaint about that is the echo of the
      // inspector's (or the person's) action, not news about the server.
      if (opened.ended && (error.name === 'AbortError' || /aborted/i.test(error.message))) return;
      this.#note(connection, `SDK: ${error.message}`);
      opened.see({ kind: 'sdk-error', message: error.message });
    };
    this.#current = opened;
    client.onclose = () => this.#closed(opened);
    return opened;
  }

  /** `skipProbe`: initialize at once, without the server/discover probe that revision auto begins with. */
  async #handshake(engine: SessionEngine, opened: Connection, options: { skipProbe?: boolean } = {}): Promise<void> {
    const { number: connection, client, transport, raw } = opened;
    const tapped = engine.tapTransport(transport, {
      sent: (message) => {
        // What the SDK sends to learn the revision before a session exists is the inspector's probe.
        if (
          'method' in message &&
          message.method === 'server/discover' &&
          'id' in message &&
          this.state.getSnapshot().status === 'connecting'
        )
          this.#options.log.expectProbe(connection, message.id);
        raw.sent(message);
        this.subscriptions.noteSent(message);
      },
      received: (message) => (this.#rawSender.take(message) ? null : raw.received(message)),
      shortcut: (message, extra) => client instanceof engine.InspectorClient && client.takeNotification(message, extra),
      failed: (_message, error) =>
        this.#note(
          connection,
          `The MCP client could not take a message from the server (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); it went no further, and the messages after it still do`,
        ),
    });
    const timeout = this.#options.connectTimeoutMs ? { timeout: this.#options.connectTimeoutMs } : {};
    await client.connect(
      tapped,
      options.skipProbe
        ? { ...timeout, prior: { kind: 'legacy' } }
        : this.#options.connectTimeoutMs
          ? timeout
          : undefined,
    );
  }

  async #failed(
    opened: Connection | undefined,
    reason: string,
    extra: Parameters<typeof sessionStates.error>[2] = {},
  ): Promise<void> {
    this.state.set(sessionStates.error(this.state.getSnapshot(), reason, extra));
    // The session's connection is ended by the teardown (with a note of the process it ends); one it no longer holds,
    // after.
    await this.#teardown('the connection failed');
    await opened?.end('the connection failed');
  }

  async reconnect(revision: RevisionChoice = 'auto'): Promise<void> {
    if (this.#target) await this.connect(this.#target, revision);
  }

  /** Ends the session, and any connect still under way. */
  async disconnect(): Promise<void> {
    this.#connectScope.abort('Disconnect');
    this.#authorization.stop('you disconnected while the authorization was waiting for your approval');
    // The status, not the transport: a connect may have let go of the old one and not yet made the new.
    const { status } = this.state.getSnapshot();
    await this.#teardown('Disconnect');
    if (status === 'connected' || status === 'connecting')
      this.state.set(sessionStates.disconnected(this.state.getSnapshot(), 'Disconnected by you'));
  }

  /**
   * Closes the client and the transport. The SDK's close does not reach a
   * transport it has not attached yet (while it probes with server/discover),
   * so the transport is closed as well, which ends the process.
   */
  async #teardown(why: string, options: { terminate?: boolean } = {}): Promise<void> {
    const opened = this.#current;
    this.#current = undefined;
    this.clientSide.inbox.connectionClosed(
      this.state.getSnapshot().connection,
      `The inspector closed the connection (${why})`,
    );
    this.subscriptions.detach(why);
    if (!opened) return;
    const { pid, exit } = opened.facts();
    if (pid !== undefined && !exit && !opened.ended)
      this.#note(
        opened.number,
        `The inspector closed the connection (${why}); the proxy ends process ${pid} and its group`,
      );
    await opened.end(why, options);
  }

  #note(connection: number, text: string): void {
    this.#options.log.append({
      connection,
      t: (this.#options.now ?? Date.now)(),
      direction: 'note',
      kind: 'process',
      raw: text,
    });
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
  async request(
    method: string,
    params: Record<string, unknown> | undefined,
    options: RequestCallOptions = {},
  ): Promise<CallOutcome> {
    const outcome = await this.#request(method, params, options);
    // The server asked for authorization mid-session (a token that expired past refresh, a 403 step-up):
    // once the person has approved, the request goes again, once.
    if (outcome.kind === 'error' && outcome.unauthorized) {
      if (await this.#authorization.complete(this.#current?.transport, options.signal))
        return this.#request(method, params, options);
    }
    return outcome;
  }

  #request(
    method: string,
    params: Record<string, unknown> | undefined,
    options: RequestCallOptions,
  ): Promise<CallOutcome> {
    const opened = this.#current;
    const engine = this.#engine.value;
    if (!opened || !engine) {
      // Not connected because the connection was lost or failed: the request says why.
      const state = this.state.getSnapshot();
      return Promise.resolve({
        kind: 'error',
        message: state.status === 'error' && state.reason ? `Not connected: ${state.reason}` : 'Not connected',
        durationMs: 0,
      });
    }
    const { client } = opened;
    const { connection } = this.state.getSnapshot();
    const outcome = engine.sendRequest(
      {
        client,
        transport: opened.transport,
        raw: opened.raw,
        paramMirror: opened.paramMirror,
        settings: this.requestSettings.getSnapshot(),
        logLevel: this.logLevel.getSnapshot(),
        protocolVersion: this.state.getSnapshot().server?.protocolVersion,
        callFindings: (id) => this.#options.log.callFindings(connection, id),
        expectProbe: (id) => this.#options.log.expectProbe(connection, id),
        track: (tag) => this.clientSide.track(tag),
        authorizationPending: () => this.oauth.pending,
        now: this.#options.now ?? Date.now,
      },
      method,
      params,
      options,
    );
    return outcome.then((answered) => this.#withLoss(opened, answered));
  }

  /** A request that failed because its connection was lost says why the connection was lost ("Connection closed" alone names no cause). */
  #withLoss(opened: Connection, outcome: CallOutcome): CallOutcome {
    if (outcome.kind !== 'error' || !opened.ended) return outcome;
    const state = this.state.getSnapshot();
    if (state.connection !== opened.number || state.status !== 'error' || outcome.message.includes(state.reason))
      return outcome;
    return { ...outcome, message: `${outcome.message}: ${state.reason}` };
  }

  /** A fresh id for a hand-made request (`composer-1`, …): a string, so it never meets the SDK's numbers. */
  nextRawId(): string {
    return this.#rawSender.nextId();
  }

  /**
   * Sends a hand-made frame or batch exactly as given, straight to the
   * transport, and waits for the answers to the requests in it (they show
   * in the log like any other frame). Never throws.
   */
  sendRaw(value: unknown, signal?: AbortSignal): Promise<RawSendResult> {
    const transport = this.state.getSnapshot().status === 'connected' ? this.#current?.transport : undefined;
    return this.#rawSender.send(transport, value, {
      timeoutMs: this.requestSettings.getSnapshot().timeoutMs,
      signal,
      watchEnd: watchConnectionEnd(this.state),
    });
  }

  /**
   * Asks the server for this log level: logging/setLevel on the 2025
   * revisions; on 2026-07-28, which has no setLevel, the level is sent with
   * every request from now on. Never throws.
   */
  async setLogLevel(level: LogLevel): Promise<CallOutcome> {
    const client = this.#current?.client;
    if (client?.getProtocolEra() === 'modern') {
      this.logLevel.set(level);
      return { kind: 'result', result: {}, durationMs: 0 };
    }
    const outcome = await this.request('logging/setLevel', { level });
    if (outcome.kind === 'result') this.logLevel.set(level);
    return outcome;
  }

  /**
   * Replaces the roots the inspector offers. A connected server that can be
   * told (roots declared with listChanged, a 2025 revision) gets
   * `notifications/roots/list_changed`; true when it was sent.
   */
  async setRoots(roots: readonly RootEntry[]): Promise<boolean> {
    this.clientSide.rootsSource.set('list');
    this.clientSide.roots.set(roots);
    return this.#tellRootsChanged();
  }

  /** Roots follow the server's working directory again, from now on and at each connect; true when the server was told. */
  async useWorkingDirectoryRoots(): Promise<boolean> {
    this.clientSide.rootsSource.set('working-directory');
    this.clientSide.roots.set(this.workingDirectoryRoots());
    return this.#tellRootsChanged();
  }

  /** The roots a connect starts with while they follow the working directory (for `target`, or the current server). */
  workingDirectoryRoots(target: ConnectTarget | undefined = this.#target): RootEntry[] {
    return target ? workingDirectoryRoots(target, this.#options.proxyWorkingDirectory) : [];
  }

  async #tellRootsChanged(): Promise<boolean> {
    const client = this.#current?.client;
    const declared = this.state.getSnapshot().clientCapabilities.roots;
    if (
      !client ||
      this.state.getSnapshot().status !== 'connected' ||
      !declared?.listChanged ||
      client.getProtocolEra() === 'modern'
    )
      return false;
    try {
      await client.notification({ method: 'notifications/roots/list_changed' });
      return true;
    } catch (error) {
      this.#note(
        this.state.getSnapshot().connection,
        `Could not send notifications/roots/list_changed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** Every page of a list method (`tools/list`, …), gathered; see {@link listAllPages}. */
  listAll<T>(method: string, key: string, options: RequestCallOptions = {}): Promise<ListedItems<T>> {
    return listAllPages<T>((params) => this.request(method, params, options), key);
  }

  #closed(opened: Connection): void {
    // While connecting, a failed attempt's close is the connect's to explain (or to follow with the next attempt).
    // A connection the session no longer holds has ended (the session ends each one it lets go).
    if (opened.ended || this.state.getSnapshot().status === 'connecting') return;
    this.#current = undefined;
    void opened.end('the transport closed');
    const { exit, heldByProxy } = opened.facts();
    const engine = this.#engine.value;
    const reason =
      exit && engine ? `${commandLine(this.#target)}: ${engine.describeExit(exit)}` : 'The connection closed';
    this.clientSide.inbox.connectionClosed(this.state.getSnapshot().connection, reason);
    this.subscriptions.detach(reason);
    this.state.set(sessionStates.error(this.state.getSnapshot(), reason));
    // A stdio server's connection is the bridge: closed with no exit, the proxy itself may be gone.
    if (!exit && heldByProxy) void this.#proxyLoss.explainClosed(this.state.getSnapshot().connection, reason);
  }
}
