import type { ClientCapabilities, ClientContext, JSONRPCRequest, Result } from '@modelcontextprotocol/client';
import { ServerRequestInbox, type IncomingServerRequest } from '../inbox/server-request-inbox.ts';
import { ReplyRejection, type ServerRequestVia } from '../inbox/server-request.ts';
import { capabilitiesFor, defaultClientSettings, type ClientSettings } from './client-settings.ts';
import type { InspectorClient } from './inspector-client.ts';
import { Observable } from '../lib/observable.ts';
import { ServerLog } from './server-log.ts';
import { TaskReceiver } from '../inbox/task-receiver.ts';

export interface RootEntry {
  uri: string;
  name?: string;
}

export type RootsSource = 'working-directory' | 'list';

/** Said beside a roots/list answered with no roots: servers that work in directories then see none, and often say nothing. */
export const emptyRootsHint =
  'the Roots list is empty, so a server that works in directories has none to work in; add one in the Client tab';

const methodNotFound = -32601;

/**
 * The inspector as the server's client: what it declares, and how it
 * answers the server's requests. Sampling and elicitation wait in the inbox
 * for the person; roots/list is answered from the Roots list; anything the
 * inspector did not declare, or that MCP does not define for a client, is
 * refused with -32601 and still listed, so nothing the server asked goes unseen.
 */
export class ClientSide {
  readonly inbox: ServerRequestInbox;
  readonly serverLog = new ServerLog();
  readonly settings = new Observable<ClientSettings>(defaultClientSettings);
  readonly roots = new Observable<readonly RootEntry[]>([]);
  /**
   * Where the Roots list comes from: set by hand (`list`, the CLI's
   * `--roots`), or (the page's default) the server's working directory,
   * filled in at each connect so a server that works in directories sees one.
   */
  readonly rootsSource = new Observable<RootsSource>('list');
  /** The server's sampling and elicitation requests taken as tasks (2025-11-25). */
  readonly #tasks: TaskReceiver;
  /** Tags of the inspector's requests still waiting for the server. */
  readonly #inFlight = new Map<number, string>();
  #nextFlight = 1;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.inbox = new ServerRequestInbox(now);
    this.#tasks = new TaskReceiver(this.inbox, now);
  }

  /** What the next connection declares. */
  capabilities(): ClientCapabilities {
    return capabilitiesFor(this.settings.getSnapshot());
  }

  /** Routes the server's requests on this client, for this connection, by what was declared to it. */
  attach(client: InspectorClient, connection: number, declared: ClientCapabilities): void {
    client.fallbackRequestHandler = (request, ctx) => this.#handle(request, ctx, 'request', connection, declared);
    client.embeddedRequestHandler = (request, ctx) =>
      this.#handle(request, ctx, 'input_required', connection, declared);
  }

  /** Takes the notifications that concern the client side; the rest go on to other listeners. */
  notification(connection: number, method: string, params: unknown): void {
    if (method === 'notifications/message') this.serverLog.add(connection, this.#now(), params);
    else if (method === 'notifications/elicitation/complete')
      this.inbox.elicitationComplete((params as { elicitationId?: unknown } | undefined)?.elicitationId);
  }

  /** Marks one of the inspector's requests as waiting; returns the call that ends it. */
  track(tag: string): () => void {
    const key = this.#nextFlight++;
    this.#inFlight.set(key, tag);
    return () => this.#inFlight.delete(key);
  }

  #handle(
    request: JSONRPCRequest,
    ctx: ClientContext,
    via: ServerRequestVia,
    connection: number,
    declared: ClientCapabilities,
  ): Promise<Result> {
    const params =
      typeof request.params === 'object' && request.params !== null
        ? (request.params as Record<string, unknown>)
        : undefined;
    const incoming: IncomingServerRequest = {
      connection,
      id: request.id,
      method: request.method,
      params,
      via,
      during: [...new Set(this.#inFlight.values())],
      signal: ctx.mcpReq.signal,
    };
    if (request.method.startsWith('tasks/') && declared.tasks) {
      // The server polling the inspector's own tasks: answered from the receiver, visible in the wire log.
      const answer = this.#tasks.handle(request.method, params);
      if (answer) return answer;
    }
    const refusal = refusalFor(request.method, params, declared);
    if (refusal) {
      const error = { code: methodNotFound, message: refusal };
      this.inbox.record(incoming, { error }, `Refused: ${refusal}`);
      return Promise.reject(new ReplyRejection(error));
    }
    if (request.method === 'roots/list') {
      const roots = this.roots
        .getSnapshot()
        .map((root) => ({ uri: root.uri, ...(root.name ? { name: root.name } : {}) }));
      const outcome = `Answered from the Roots list (${roots.length === 1 ? '1 root' : `${roots.length} roots`})`;
      this.inbox.record(
        incoming,
        { result: { roots } },
        roots.length === 0 ? `${outcome}: ${emptyRootsHint}` : outcome,
      );
      return Promise.resolve({ roots });
    }
    if (
      typeof params?.task === 'object' &&
      params.task !== null &&
      via === 'request' &&
      acceptsAsTask(request.method, declared)
    ) {
      return Promise.resolve(this.#tasks.accept(incoming));
    }
    return this.inbox.receive(incoming);
  }
}

/** Whether the inspector declared it takes this request as a task (`tasks.requests`). */
function acceptsAsTask(method: string, declared: ClientCapabilities): boolean {
  const requests = (
    declared.tasks as
      | { requests?: { sampling?: { createMessage?: object }; elicitation?: { create?: object } } }
      | undefined
  )?.requests;
  if (method === 'sampling/createMessage') return requests?.sampling?.createMessage !== undefined;
  if (method === 'elicitation/create') return requests?.elicitation?.create !== undefined;
  return false;
}

/** Why the inspector cannot take this request, or undefined when it can. */
export function refusalFor(
  method: string,
  params: Record<string, unknown> | undefined,
  declared: ClientCapabilities,
): string | undefined {
  switch (method) {
    case 'sampling/createMessage':
      if (!declared.sampling) return 'Method not found: the inspector did not declare sampling (see Client settings)';
      if ((params?.tools !== undefined || params?.toolChoice !== undefined) && !declared.sampling.tools)
        return 'Method not found: the inspector did not declare sampling.tools, yet the request offers tools';
      return undefined;
    case 'elicitation/create': {
      const mode = params?.mode ?? 'form';
      const elicitation = declared.elicitation as { form?: object; url?: object } | undefined;
      if (!elicitation) return 'Method not found: the inspector did not declare elicitation (see Client settings)';
      // An empty `elicitation: {}` means form mode, as in 2025-06-18.
      const form = elicitation.form !== undefined || elicitation.url === undefined;
      if (mode === 'url' && !elicitation.url)
        return 'Method not found: the inspector did not declare URL-mode elicitation';
      if (mode !== 'url' && !form) return 'Method not found: the inspector did not declare form-mode elicitation';
      return undefined;
    }
    case 'roots/list':
      return declared.roots ? undefined : 'Method not found: the inspector did not declare roots (see Client settings)';
    default:
      return `Method not found: ${method} is not a request MCP defines for a client`;
  }
}
