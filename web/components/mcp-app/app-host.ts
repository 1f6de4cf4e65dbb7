import {
  AppBridge,
  type McpUiDisplayMode,
  type McpUiHostCapabilities,
  type McpUiHostContext,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import { ProtocolError, type CallToolResult } from '@modelcontextprotocol/client';
import { AppChannelJudge } from '../../../shared/apps/app-channel-judge.ts';
import { hostProfile, type HostProfileId } from '../../../shared/apps/host-profiles.ts';
import { appMayCall } from '../../../shared/apps/tool-app.ts';
import { mayEnterDisplayMode } from '../../../shared/apps/display-modes.ts';
import { plainViewLog } from '../../../shared/apps/plain-view-log.ts';
import { readDownload, type DownloadItem } from '../../../shared/apps/download-file.ts';
import type { AppView } from '../../../shared/apps/app-resource.ts';
import type { Finding } from '../../../shared/diagnose/finding.ts';
import { classifyValue } from '../../../shared/jsonrpc/classify.ts';
import { openableUrl } from '../../../shared/lib/openable-url.ts';
import type { CallOutcome } from '../../../shared/session/call-outcome.ts';
import type { McpSession } from '../../../shared/session/mcp-session.ts';
import type { AppChannelFacts } from '../../../shared/wire/wire-entry.ts';
import { SandboxTransport } from './sandbox-transport.ts';
import { RELAY_KEY } from './relayed-batch.ts';

/** What the sandbox was granted for this view (the proxy's answer to its registration). */
export interface GrantedSandbox {
  url: string;
  csp: Record<string, string[] | undefined>;
  permissions: Record<string, object | undefined>;
  allow: string;
  /** The host profile whose policy the sandbox page was served under. */
  profile: HostProfileId;
}

/** What the person sees of a view beyond its frame: its size, its display mode, what it said to the model. */
export interface AppHostEvents {
  size(size: { width?: number; height?: number }): void;
  displayMode(mode: McpUiDisplayMode): void;
  message(params: unknown): void;
  modelContext(params: unknown): void;
  openLink(url: string): Promise<boolean>;
  /** Asks the person to save the files; true when they did. */
  download(items: DownloadItem[], findings: Finding[]): Promise<boolean>;
  log(params: unknown): void;
  /** The view has not done its part of the handshake in time: why, in words (or undefined once it has). */
  stalled(reason: string | undefined): void;
  teardownRequested(): void;
  initialized(): void;
  /** The view said its own tools changed (`notifications/tools/list_changed`). */
  appToolsChanged(): void;
}

export interface AppHostOptions {
  session: McpSession;
  connection: number;
  view: AppView;
  viewNumber: number;
  tool: unknown;
  /** The seq of the tools/call whose result the view renders. */
  callSeq?: number;
  frame: HTMLIFrameElement;
  granted: GrantedSandbox;
  hostContext: McpUiHostContext;
  availableDisplayModes: readonly McpUiDisplayMode[];
  /** The tools the connection listed, by name: the view may call only those whose visibility includes it. */
  toolNamed: (name: string) => unknown;
  /** Why the server's tools are not known (tools/list failed), when they are not: the host then refuses the view's tools/call, having no visibility to check. */
  toolsUnavailable?: () => string | undefined;
  events: AppHostEvents;
  /** How long a view may take to finish its handshake before the host says it has not (5 s; it is said again, gone, once the view does). */
  handshakeTimeoutMs?: number;
}

const HOST_INFO = { name: 'mcp-loupe', version: '0.1.0' };

/**
 * The inspector as the host of one view: the ext-apps AppBridge over a
 * tapped postMessage channel, so every message between view and host is
 * in the log (judged by the app channel's rules) before the bridge reads
 * it. The bridge is given no MCP client: each request the view makes of
 * the server is made here through the session, so it is checked (an
 * app-only tool), logged and counted like the person's own.
 */
export class AppHost {
  readonly bridge: AppBridge;
  readonly #options: AppHostOptions;
  readonly #judge: AppChannelJudge;
  readonly #transport: SandboxTransport;
  #initialized = false;
  #inputSent = false;
  /** The host context as it is now; the view hears of a change only once initialized (then the change since its ui/initialize answer). */
  #context: McpUiHostContext;
  #pending: (() => Promise<void>)[] = [];
  /** The view's requests the host made of the server: the view's id, and the seq of the host's request to the server. */
  readonly #served = new Map<string, number>();
  readonly #asked = new Map<string, string>();

  constructor(options: AppHostOptions) {
    this.#options = options;
    this.#judge = new AppChannelJudge({
      tool: options.toolNamed,
      profile: hostProfile(options.granted.profile),
      ...(options.toolsUnavailable ? { unavailable: options.toolsUnavailable } : {}),
    });
    this.#context = options.hostContext;
    // Frozen and shared by every entry of the channel that adds nothing to it: a flood's 100,000 entries hold one.
    const facts: AppChannelFacts = Object.freeze({
      view: options.viewNumber,
      uri: options.view.uri,
      ...(options.callSeq !== undefined ? { call: options.callSeq } : {}),
    });
    // This view's own origin (each view has a host name of its own): nothing from another view's frame or origin is heard.
    const origin = new URL(options.granted.url).origin;
    this.#transport = new SandboxTransport(
      options.frame,
      origin,
      {
        sent: (message) => this.#record('out', message, facts),
        received: (message) => this.#record('in', message, facts),
      },
      (message) => this.#logShortcut(message),
    );
    this.bridge = new AppBridge(null, HOST_INFO, this.#capabilities(), { hostContext: options.hostContext });
    this.#handle();
  }

  /** Listens; the frame is given its URL once this resolves, and the sandbox has as long as a handshake to say it is ready. */
  async connect(): Promise<void> {
    await this.bridge.connect(this.#transport);
    this.#watchSandbox();
  }

  #capabilities(): McpUiHostCapabilities {
    const { granted } = this.#options;
    return {
      openLinks: {},
      downloadFile: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      message: { text: {} },
      updateModelContext: { text: {} },
      sampling: {},
      sandbox: { csp: granted.csp, permissions: granted.permissions },
    } as McpUiHostCapabilities;
  }

  /**
   * The view's log is what a view sends most (a flood is 100,000 of it): a
   * plain one goes to the panel without the bridge, whose four schema checks
   * a message (three of them failing, each building its error) were most of
   * the page's work and garbage in a flood. The bridge would hand on the very
   * same params; any other shape still goes through it.
   */
  #logShortcut(message: unknown): boolean {
    const params = plainViewLog(message);
    if (params === undefined) return false;
    this.#options.events.log(params);
    return true;
  }

  #record(direction: 'in' | 'out', message: unknown, facts: AppChannelFacts): void {
    let raw: string;
    try {
      raw = JSON.stringify(message) ?? String(message);
    } catch {
      raw = String(message);
    }
    const classified = classifyValue(message);
    const method = 'method' in classified ? classified.method : undefined;
    const sandbox = typeof method === 'string' && method.startsWith('ui/notifications/sandbox-');
    const id = 'id' in classified ? classified.id : undefined;
    // The host's own requests to the view, by id: the view's answer is judged by the method it answers.
    if (direction === 'out' && classified.kind === 'request' && id !== undefined && method !== undefined)
      this.#asked.set(JSON.stringify(id), method);
    const answers =
      direction === 'in' && id !== undefined && (classified.kind === 'result' || classified.kind === 'error')
        ? this.#asked.get(JSON.stringify(id))
        : undefined;
    const findings = this.#judge.see(direction, message, answers);
    if (direction === 'in' && method === 'ui/initialize') this.#initializeSeen = true;
    const served =
      direction === 'out' && (classified.kind === 'result' || classified.kind === 'error') && id !== undefined
        ? this.#served.get(JSON.stringify(id))
        : undefined;
    const channel: AppChannelFacts =
      sandbox || served !== undefined
        ? {
            ...facts,
            ...(sandbox ? { sandbox: true as const } : {}),
            ...(served !== undefined ? { served } : {}),
          }
        : facts;
    this.#options.session.log.append({
      connection: this.#options.connection,
      t: Date.now(),
      direction,
      kind: classified.kind,
      ...(method !== undefined ? { method } : {}),
      ...('id' in classified && classified.id !== undefined ? { id: classified.id } : {}),
      raw,
      value: message,
      app: channel,
      ...(findings.length || classified.findings?.length
        ? { findings: [...(classified.findings ?? []), ...findings] }
        : {}),
    });
  }

  #handle(): void {
    const { bridge } = this;
    const { session, events } = this.#options;
    bridge.onsandboxready = () => {
      clearTimeout(this.#sandboxTimer);
      // Late, but here: what was said of it is no longer true.
      if (this.#sandboxLate) events.stalled(undefined);
      const { view, granted } = this.#options;
      void bridge.sendSandboxResourceReady({
        html: view.html,
        csp: granted.csp,
        permissions: granted.permissions,
        // The sandbox then sends what the view says in batches (relayed-batch.ts): one task of this page per batch.
        [RELAY_KEY]: true,
      } as never);
      this.#watchHandshake();
    };
    bridge.oninitialized = () => {
      this.#initialized = true;
      clearTimeout(this.#handshakeTimer);
      events.stalled(undefined);
      bridge.setHostContext(this.#context);
      events.initialized();
      const queued = this.#pending;
      this.#pending = [];
      void (async () => {
        for (const send of queued) await send().catch(() => {});
      })();
    };
    bridge.oncalltool = async (params, extra) => {
      const unavailable = this.#options.toolsUnavailable?.();
      if (unavailable !== undefined)
        throw new ProtocolError(
          -32603,
          `The host cannot check the _meta.ui.visibility of ${JSON.stringify(params.name)}, so it does not call it: ${unavailable}`,
        );
      const tool = this.#options.toolNamed(params.name);
      // 2026-01-26: the host MUST refuse an app's call to a tool whose visibility leaves out "app".
      if (tool !== undefined && !appMayCall(tool))
        throw new ProtocolError(
          -32602,
          `Tool ${JSON.stringify(params.name)} is not callable by apps: its _meta.ui.visibility leaves out "app"`,
        );
      return (await this.#serverRequest('tools/call', params as Record<string, unknown>, extra)) as CallToolResult;
    };
    bridge.onreadresource = async (params, extra) =>
      (await this.#serverRequest('resources/read', params as Record<string, unknown>, extra)) as never;
    bridge.onlistresources = async (params, extra) =>
      (await this.#serverRequest('resources/list', (params ?? {}) as Record<string, unknown>, extra)) as never;
    bridge.onlistresourcetemplates = async (params, extra) =>
      (await this.#serverRequest(
        'resources/templates/list',
        (params ?? {}) as Record<string, unknown>,
        extra,
      )) as never;
    bridge.onlistprompts = async (params, extra) =>
      (await this.#serverRequest('prompts/list', (params ?? {}) as Record<string, unknown>, extra)) as never;
    bridge.onsizechange = (size) =>
      events.size({
        ...(size.width != null ? { width: size.width } : {}),
        ...(size.height != null ? { height: size.height } : {}),
      });
    bridge.onrequestdisplaymode = async ({ mode }) => {
      const allowed = mayEnterDisplayMode(
        mode,
        this.#options.availableDisplayModes,
        bridge.getAppCapabilities()?.availableDisplayModes,
      );
      const current = this.#context.displayMode ?? 'inline';
      if (!allowed) return { mode: current };
      // The view panel lays the frame out anew and then sends the new mode with the frame's new dimensions, in one host-context-changed.
      events.displayMode(mode);
      return { mode };
    };
    bridge.onmessage = async (params) => {
      events.message(params);
      return {};
    };
    bridge.onupdatemodelcontext = async (params) => {
      events.modelContext(params);
      return {};
    };
    bridge.onopenlink = async ({ url }) => {
      const checked = openableUrl(url);
      if (!checked.ok) throw new ProtocolError(-32000, `Policy violation: ${checked.reason}`);
      const opened = await events.openLink(checked.href);
      if (!opened) throw new ProtocolError(-32000, 'Link opening denied by user');
      return {};
    };
    bridge.onrequestteardown = () => events.teardownRequested();
    // Draft: a view may ask for sampling; it waits in the Requests inbox like the server's own, marked as the app's.
    bridge.oncreatesamplingmessage = async (params, extra) => {
      const { viewNumber, view, connection } = this.#options;
      const id = (extra as { mcpReq?: { id?: string | number; signal?: AbortSignal } } | undefined)?.mcpReq;
      const result = await session.clientSide.inbox
        .receive({
          connection,
          id: id?.id ?? 'app',
          method: 'sampling/createMessage',
          params: params as Record<string, unknown>,
          via: 'app',
          during: [],
          app: { view: viewNumber, uri: view.uri },
          ...(id?.signal ? { signal: id.signal } : {}),
        })
        .catch((error: unknown) => {
          const rejection = error as { code?: unknown; data?: unknown };
          throw new ProtocolError(
            typeof rejection.code === 'number' ? rejection.code : -32603,
            error instanceof Error ? error.message : String(error),
            rejection.data,
          );
        });
      return result as never;
    };
    bridge.ondownloadfile = async (params) => {
      const { items, findings } = readDownload(params);
      if (items.length === 0)
        throw new ProtocolError(
          -32602,
          `Nothing to download: ${findings.map((finding) => finding.message).join('; ') || 'no contents'}`,
        );
      return (await events.download(items, findings)) ? {} : { isError: true };
    };
    bridge.onloggingmessage = (params) => events.log(params);
    bridge.onping = () => {};
    bridge.fallbackNotificationHandler = async (notification) => {
      if (notification.method === 'notifications/tools/list_changed') events.appToolsChanged();
    };
    void session;
  }

  #handshakeTimer: ReturnType<typeof setTimeout> | undefined;
  #sandboxTimer: ReturnType<typeof setTimeout> | undefined;
  #sandboxLate = false;
  #initializeSeen = false;

  /**
   * The sandbox page says it is ready as soon as it runs. When it does not,
   * the browser did not load it: the view's host name under localhost is
   * the first suspect (Safari does not resolve such names; Chromium and
   * Firefox do), a stopped proxy the second.
   */
  #watchSandbox(): void {
    const waitMs = this.#options.handshakeTimeoutMs ?? 5_000;
    this.#sandboxTimer = setTimeout(() => {
      this.#sandboxLate = true;
      const origin = new URL(this.#options.granted.url).origin;
      const reason = `The sandbox page at ${origin} has not said it is ready ${Math.round(waitMs / 1000)} s after its frame was given its URL: the browser did not load it or did not run it. Each view runs on a host name of its own under localhost, which Chromium and Firefox resolve to this machine themselves and Safari does not; or the proxy has stopped`;
      this.#options.events.stalled(reason);
      this.#options.session.log.append({
        connection: this.#options.connection,
        t: Date.now(),
        direction: 'note',
        kind: 'process',
        raw: reason,
        app: { view: this.#options.viewNumber, uri: this.#options.view.uri },
      });
    }, waitMs);
  }

  /**
   * A view that never finishes its handshake shows nothing and says
   * nothing: after a while the host says which step is missing, and what
   * usually causes it.
   */
  #watchHandshake(): void {
    const waitMs = this.#options.handshakeTimeoutMs ?? 5_000;
    this.#handshakeTimer = setTimeout(() => {
      if (this.#initialized) return;
      const seconds = Math.round(waitMs / 1000);
      const { trouble } = this.#judge.reports;
      // What the sandbox saw go wrong in the view is named first: a guess only when it saw nothing.
      const seen = trouble.length ? `: ${trouble.join('; ')}` : '';
      const reason = this.#initializeSeen
        ? `The view sent ui/initialize and got the host's answer, but no ui/notifications/initialized in ${seconds} s: the host sends it nothing until it does${seen || ' (did its code reject the answer? see its console)'}`
        : `The view has not sent ui/initialize ${seconds} s after its HTML was loaded${seen || ': the sandbox saw no script blocked, no load that failed and no uncaught error, so its script is still loading or waiting, or the view does not speak MCP Apps'}`;
      const needsEval = this.#initializeSeen ? undefined : this.#judge.reports.evalNeeded();
      this.#options.events.stalled(reason);
      this.#options.session.log.append({
        connection: this.#options.connection,
        t: Date.now(),
        direction: 'note',
        kind: 'process',
        raw: reason,
        app: { view: this.#options.viewNumber, uri: this.#options.view.uri },
        ...(needsEval ? { findings: [needsEval] } : {}),
      });
    }, waitMs);
  }

  /** A request the view makes of the server, made through the session: an error answer becomes the view's error. */
  async #serverRequest(
    method: string,
    params: Record<string, unknown>,
    extra: { mcpReq?: { id?: unknown; signal?: AbortSignal } } | undefined,
  ): Promise<unknown> {
    const { session, connection } = this.#options;
    const signal = extra?.mcpReq?.signal;
    const outcome = await session.request(method, params, {
      tag: `app ${this.#options.viewNumber}: ${method}`,
      ...(signal ? { signal } : {}),
    });
    // The host's answer to the view names the server request that served it (the log links them).
    const viewId = extra?.mcpReq?.id;
    const requestId = 'requestId' in outcome ? outcome.requestId : undefined;
    const serverSeq = requestId === undefined ? undefined : session.log.sentRequestSeq(connection, requestId);
    if (viewId !== undefined && serverSeq !== undefined) this.#served.set(JSON.stringify(viewId), serverSeq);
    if (outcome.kind === 'result') return outcome.result;
    if (outcome.kind === 'error') throw new ProtocolError(outcome.code ?? -32603, outcome.message, outcome.data);
    throw new ProtocolError(-32800, 'Request cancelled');
  }

  /** Draft: the tools the view registered itself, when it declared `appCapabilities.tools`; undefined when it declared none. */
  async appTools(): Promise<unknown[] | undefined> {
    if (!this.#initialized || !this.bridge.getAppCapabilities()?.tools) return undefined;
    const listed = (await this.bridge.listTools({})) as { tools?: unknown };
    return Array.isArray(listed.tools) ? listed.tools : [];
  }

  /** Calls one of the view's own tools, as an agent would; what it answers, exactly. */
  async callAppTool(name: string, args: Record<string, unknown>): Promise<unknown> {
    return this.bridge.callTool({ name, arguments: args });
  }

  /** The display modes the view declared in its ui/initialize (undefined before it, or when it declared none). */
  get declaredDisplayModes(): unknown {
    return this.bridge.getAppCapabilities()?.availableDisplayModes;
  }

  /** Sends once the view is initialized (the host sends nothing before), in order. */
  #whenInitialized(send: () => Promise<void>): void {
    if (this.#initialized) void send().catch(() => {});
    else this.#pending.push(send);
  }

  /** The call's arguments, once; `partials` first (each a tool-input-partial), as a host streaming the model's arguments sends them. */
  toolInput(args: Record<string, unknown>, partials: readonly Record<string, unknown>[] = []): void {
    if (this.#inputSent) return;
    this.#inputSent = true;
    for (const partial of partials)
      this.#whenInitialized(() => this.bridge.sendToolInputPartial({ arguments: partial }));
    this.#whenInitialized(() => this.bridge.sendToolInput({ arguments: args }));
  }

  /** The call's end: its result, or its cancellation (an error answer is a result the view can read, isError set). */
  outcome(outcome: CallOutcome): void {
    if (outcome.kind === 'result') this.#whenInitialized(() => this.bridge.sendToolResult(outcome.result as never));
    else if (outcome.kind === 'cancelled')
      this.#whenInitialized(() => this.bridge.sendToolCancelled({ reason: 'Cancelled in the inspector' }));
    else
      this.#whenInitialized(() =>
        this.bridge.sendToolResult({ content: [{ type: 'text', text: outcome.message }], isError: true }),
      );
  }

  /** The host context changed (the emulation bar, a display mode): the view is told what changed, once it is initialized. */
  hostContextChanged(context: Partial<McpUiHostContext>): void {
    const next = { ...this.#context, ...context };
    // Nothing changed (a frame resized within the same dimensions): nothing to tell.
    if (JSON.stringify(next) === JSON.stringify(this.#context)) return;
    this.#context = next;
    if (this.#initialized) this.bridge.setHostContext(this.#context);
  }

  /** Asks the view to tear down and waits for its answer (at most `timeoutMs`), then closes the channel. */
  async teardown(reason: string, timeoutMs = 3000): Promise<'answered' | 'timed out' | 'not initialized'> {
    this.#tornDown ??= this.#teardown(reason, timeoutMs);
    return this.#tornDown;
  }

  #tornDown: Promise<'answered' | 'timed out' | 'not initialized'> | undefined;

  async #teardown(reason: string, timeoutMs: number): Promise<'answered' | 'timed out' | 'not initialized'> {
    let how: 'answered' | 'timed out' | 'not initialized' = 'not initialized';
    if (this.#initialized) {
      how = await Promise.race([
        this.bridge.teardownResource({ reason }).then(
          () => 'answered' as const,
          () => 'answered' as const,
        ),
        new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), timeoutMs)),
      ]);
    }
    clearTimeout(this.#handshakeTimer);
    clearTimeout(this.#sandboxTimer);
    await this.bridge.close().catch(() => {});
    return how;
  }
}
