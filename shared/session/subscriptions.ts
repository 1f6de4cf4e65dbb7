import type { JSONRPCMessage, McpSubscription, SubscriptionFilter } from '@modelcontextprotocol/client';
import type { CallOutcome } from './call-outcome.ts';
import { Observable } from '../lib/observable.ts';

export type { SubscriptionFilter } from '@modelcontextprotocol/client';

/** What subscriptions need of the SDK client; a fake stands in for it in tests. */
export interface ListenClient {
  listen(filter: SubscriptionFilter, options?: { signal?: AbortSignal; timeout?: number }): Promise<McpSubscription>;
  readonly autoOpenedSubscription: McpSubscription | undefined;
}

export interface SessionSubscription {
  /** The inspector's own id for it. */
  id: string;
  connection: number;
  /** `subscriptions/listen` on 2026-07-28; `resources/subscribe` on the 2025 revisions. */
  via: 'subscriptions/listen' | 'resources/subscribe';
  filter: SubscriptionFilter;
  /** What the server agreed to send (its acknowledgement); unknown until then. */
  honoredFilter?: SubscriptionFilter;
  /** The id of the subscriptions/listen request on the wire, as the log shows it. */
  requestId?: string | number;
  openedAt: number;
  label: string;
  status: 'opening' | 'active' | 'ended';
  endedBecause?: string;
  /** Opened by the SDK on connect (its `listChanged` option), not by the person. */
  auto?: boolean;
}

export interface SubscriptionsOptions {
  /** Sends a request and reports its outcome, never throwing (the session's `request`). */
  request: (method: string, params: Record<string, unknown>) => Promise<CallOutcome>;
  /** How long the server has to acknowledge a subscriptions/listen. */
  timeoutMs?: () => number | undefined;
  now?: () => number;
}

interface Live {
  connection: number;
  era: 'legacy' | 'modern';
  client: ListenClient;
}

const failure = (outcome: CallOutcome): string | undefined =>
  outcome.kind === 'error'
    ? outcome.code !== undefined
      ? `${outcome.code} ${outcome.message}`
      : outcome.message
    : outcome.kind === 'cancelled'
      ? 'Cancelled'
      : undefined;

const closedBecause: Record<'graceful' | 'remote', string> = {
  graceful: 'The server ended the subscription (it answered the subscriptions/listen request)',
  remote: 'The subscription stream ended without an answer, or the server cancelled it',
};

/**
 * The subscriptions of the current connection, in either era: on 2026-07-28
 * each is a `subscriptions/listen` stream opened through the SDK client
 * (whose notifications reach the session's listeners like any other), on
 * the 2025 revisions a `resources/subscribe` of one uri. Each can be ended;
 * all end with the connection, saying why. Ended entries stay listed (with
 * the reason) until dismissed or the next connection, except those the
 * person ended.
 */
export class SessionSubscriptions {
  readonly list = new Observable<readonly SessionSubscription[]>([]);
  readonly #options: SubscriptionsOptions;
  readonly #handles = new Map<string, { subscription?: McpSubscription; abort?: AbortController }>();
  #live: Live | undefined;
  #next = 0;

  constructor(options: SubscriptionsOptions) {
    this.#options = options;
  }

  /** A new connection: the last one's entries go, and the SDK's own subscription, if it opened one, is listed. */
  attach(connection: number, era: 'legacy' | 'modern' | undefined, client: ListenClient): void {
    this.#handles.clear();
    this.list.set([]);
    this.#live = { connection, era: era ?? 'legacy', client };
    const auto = era === 'modern' ? client.autoOpenedSubscription : undefined;
    if (!auto) return;
    const entry = this.#add({
      via: 'subscriptions/listen',
      filter: auto.honoredFilter,
      honoredFilter: auto.honoredFilter,
      label: 'list changes (opened on connect)',
      status: 'active',
      auto: true,
    });
    this.#follow(entry.id, auto);
  }

  /** The connection ended: every subscription with it. */
  detach(why: string): void {
    this.#live = undefined;
    this.#handles.clear();
    const live = this.list.getSnapshot().filter((entry) => entry.status !== 'ended');
    for (const entry of live) this.#patch(entry.id, { status: 'ended', endedBecause: `The connection ended (${why})` });
  }

  /** Opens a subscriptions/listen stream (2026-07-28). Resolves with the entry as it stands once the server acknowledged, or refused. */
  async listen(filter: SubscriptionFilter, label: string): Promise<SessionSubscription | undefined> {
    const live = this.#live;
    if (live?.era !== 'modern') return undefined;
    const entry = this.#add({ via: 'subscriptions/listen', filter, label, status: 'opening' });
    const abort = new AbortController();
    this.#handles.set(entry.id, { abort });
    try {
      const subscription = await live.client.listen(filter, {
        signal: abort.signal,
        timeout: this.#options.timeoutMs?.(),
      });
      if (this.#live !== live || !this.#handles.has(entry.id)) {
        await subscription.close();
        return this.#find(entry.id);
      }
      this.#patch(entry.id, { status: 'active', honoredFilter: subscription.honoredFilter });
      this.#follow(entry.id, subscription);
    } catch (error) {
      if (this.#handles.has(entry.id))
        this.#patch(entry.id, {
          status: 'ended',
          endedBecause: `The server did not open it: ${error instanceof Error ? error.message : String(error)}`,
        });
      this.#handles.delete(entry.id);
    }
    return this.#find(entry.id);
  }

  /**
   * Follows one resource: subscriptions/listen with the uri on 2026-07-28,
   * resources/subscribe on the 2025 revisions. Resolves with why it failed, if it did.
   */
  async subscribeResource(uri: string): Promise<string | undefined> {
    const live = this.#live;
    if (!live) return 'Not connected';
    if (live.era === 'modern') {
      const entry = await this.listen({ resourceSubscriptions: [uri] }, uri);
      if (entry?.status === 'ended') return entry.endedBecause;
      if (entry?.honoredFilter && !entry.honoredFilter.resourceSubscriptions?.includes(uri))
        return 'The server opened the subscription without this resource (it did not honor resourceSubscriptions)';
      return undefined;
    }
    const problem = failure(await this.#options.request('resources/subscribe', { uri }));
    if (problem === undefined && this.#live === live)
      this.#add({
        via: 'resources/subscribe',
        filter: { resourceSubscriptions: [uri] },
        honoredFilter: { resourceSubscriptions: [uri] },
        label: uri,
        status: 'active',
      });
    return problem;
  }

  /** Ends every subscription that follows this resource. */
  async unsubscribeResource(uri: string): Promise<string | undefined> {
    const ending = this.list
      .getSnapshot()
      .filter((entry) => entry.status !== 'ended' && entry.filter.resourceSubscriptions?.includes(uri));
    const problems = await Promise.all(ending.map((entry) => this.end(entry.id)));
    return problems.find((problem) => problem !== undefined);
  }

  /** Whether a live subscription follows this resource. */
  follows(uri: string): boolean {
    return this.list
      .getSnapshot()
      .some((entry) => entry.status !== 'ended' && entry.filter.resourceSubscriptions?.includes(uri) === true);
  }

  /**
   * Ends one: closes the listen stream (the SDK sends notifications/cancelled
   * for its request), or sends resources/unsubscribe. It leaves the list;
   * an ended one is just dismissed. Resolves with why it failed, if it did.
   */
  async end(id: string): Promise<string | undefined> {
    const entry = this.#find(id);
    if (!entry) return undefined;
    if (entry.status === 'ended') {
      this.#remove(id);
      return undefined;
    }
    if (entry.via === 'resources/subscribe') {
      const problem = failure(
        await this.#options.request('resources/unsubscribe', { uri: entry.filter.resourceSubscriptions?.[0] }),
      );
      if (problem === undefined) this.#remove(id);
      return problem;
    }
    const handle = this.#handles.get(id);
    this.#handles.delete(id);
    this.#remove(id);
    handle?.abort?.abort('Ended by you');
    await handle?.subscription?.close();
    return undefined;
  }

  /** The transport is about to send a message: a subscriptions/listen request names the entry it opens. */
  noteSent(message: JSONRPCMessage): void {
    if (!('method' in message) || message.method !== 'subscriptions/listen' || !('id' in message)) return;
    const sent = JSON.stringify((message.params as { notifications?: unknown } | undefined)?.notifications);
    const entry = this.list
      .getSnapshot()
      .find(
        (item) => item.status === 'opening' && item.requestId === undefined && JSON.stringify(item.filter) === sent,
      );
    if (entry) this.#patch(entry.id, { requestId: message.id });
  }

  #follow(id: string, subscription: McpSubscription): void {
    this.#handles.set(id, { subscription });
    void subscription.closed.then((cause) => {
      // A local close is the person's (the entry is gone) or the connection's (detach said why).
      if (cause === 'local' || !this.#handles.has(id)) return;
      this.#handles.delete(id);
      this.#patch(id, { status: 'ended', endedBecause: closedBecause[cause] });
    });
  }

  #add(fields: Omit<SessionSubscription, 'id' | 'connection' | 'openedAt'>): SessionSubscription {
    const entry: SessionSubscription = Object.freeze({
      id: `s${++this.#next}`,
      connection: this.#live?.connection ?? 0,
      openedAt: (this.#options.now ?? Date.now)(),
      ...fields,
    });
    this.list.set([...this.list.getSnapshot(), entry]);
    return entry;
  }

  #patch(id: string, patch: Partial<SessionSubscription>): void {
    this.list.set(
      this.list.getSnapshot().map((entry) => (entry.id === id ? Object.freeze({ ...entry, ...patch }) : entry)),
    );
  }

  #remove(id: string): void {
    this.list.set(this.list.getSnapshot().filter((entry) => entry.id !== id));
  }

  #find(id: string): SessionSubscription | undefined {
    return this.list.getSnapshot().find((entry) => entry.id === id);
  }
}
