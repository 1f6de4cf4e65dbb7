import { Observable } from '../lib/observable.ts';
import { autoReply, type AutoReplyRules } from './auto-reply.ts';
import {
  ReplyRejection,
  type Reply,
  type ServerRequest,
  type ServerRequestStatus,
  type ServerRequestVia,
} from './server-request.ts';

export interface IncomingServerRequest {
  connection: number;
  id: string | number;
  method: string;
  params: Record<string, unknown> | undefined;
  via: ServerRequestVia;
  during: readonly string[];
  /** Aborted when the server withdraws the request (`notifications/cancelled`) or the call it belongs to ends. */
  signal?: AbortSignal;
  /** The inspector's task for a task-augmented request. */
  taskId?: string;
  /** A request from an app's view (via `app`). */
  app?: { view: number; uri: string };
}

/** How many settled requests the inbox keeps for reading back; pending ones are never dropped. */
const keptSettled = 200;

/**
 * The server's requests to the inspector, pending and past. A pending one
 * waits for the person (`answer`, `reject`) unless an auto-reply rule takes
 * it; one the server withdraws, or whose connection ends, stays in the list,
 * marked so. `items` is an append-mostly snapshot for React.
 */
export class ServerRequestInbox {
  readonly items = new Observable<readonly ServerRequest[]>([]);
  readonly rules = new Observable<AutoReplyRules>({});
  readonly #waiters = new Map<
    number,
    { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }
  >();
  readonly #now: () => number;
  #nextKey = 1;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Takes a request; settles with the result to send back, or rejects with the error to send. `onItem` learns its key. */
  receive(incoming: IncomingServerRequest, onItem?: (key: number) => void): Promise<Record<string, unknown>> {
    const item: ServerRequest = {
      key: this.#nextKey++,
      connection: incoming.connection,
      id: incoming.id,
      method: incoming.method,
      params: incoming.params,
      via: incoming.via,
      receivedAt: this.#now(),
      during: incoming.during,
      status: 'pending',
      ...(incoming.taskId !== undefined ? { taskId: incoming.taskId } : {}),
      ...(incoming.app ? { app: incoming.app } : {}),
    };
    this.#append(item);
    onItem?.(item.key);
    const automatic = autoReply(this.rules.getSnapshot(), incoming.method);
    if (automatic) {
      this.#settle(item.key, automatic.reply, `Answered by the rule “${automatic.rule}”`, automatic.rule);
      return 'result' in automatic.reply
        ? Promise.resolve(automatic.reply.result)
        : Promise.reject(new ReplyRejection(automatic.reply.error));
    }
    return new Promise((resolve, reject) => {
      this.#waiters.set(item.key, { resolve, reject });
      const signal = incoming.signal;
      if (!signal) return;
      const withdrawn = () => {
        const reason =
          signal.reason === undefined
            ? ''
            : `: ${signal.reason instanceof Error ? signal.reason.message : String(signal.reason)}`;
        this.#end(item.key, 'cancelled', `Withdrawn before an answer${reason}`);
      };
      if (signal.aborted) withdrawn();
      else signal.addEventListener('abort', withdrawn, { once: true });
    });
  }

  /** Records a request answered on the spot without the person (roots/list from the Roots list, one the inspector must refuse). */
  record(incoming: IncomingServerRequest, reply: Reply, outcome: string): void {
    const item: ServerRequest = {
      key: this.#nextKey++,
      connection: incoming.connection,
      id: incoming.id,
      method: incoming.method,
      params: incoming.params,
      via: incoming.via,
      receivedAt: this.#now(),
      during: incoming.during,
      status: 'pending',
    };
    this.#append(item);
    this.#settle(item.key, reply, outcome);
  }

  /** The person's answer. False when the request no longer waits (withdrawn, closed, already answered). */
  answer(key: number, result: Record<string, unknown>, outcome = 'Answered by you'): boolean {
    const waiter = this.#waiters.get(key);
    if (!waiter) return false;
    this.#settle(key, { result }, outcome);
    waiter.resolve(result);
    return true;
  }

  /** The person's refusal, sent as a JSON-RPC error. */
  reject(key: number, error: { code: number; message: string; data?: unknown }, outcome = 'Rejected by you'): boolean {
    const waiter = this.#waiters.get(key);
    if (!waiter) return false;
    this.#settle(key, { error }, outcome);
    waiter.reject(new ReplyRejection(error));
    return true;
  }

  /** The server withdrew a request that waits (a task it cancelled). */
  withdraw(key: number, why: string): void {
    this.#end(key, 'cancelled', why);
  }

  /** A URL-mode elicitation's interaction finished, by the server's word. */
  elicitationComplete(elicitationId: unknown): void {
    const now = this.#now();
    this.#replace(
      (item) =>
        item.method === 'elicitation/create' &&
        item.params?.elicitationId === elicitationId &&
        item.completedAt === undefined,
      (item) => ({ ...item, completedAt: now }),
    );
  }

  /** The connection ended: what still waited can no longer be answered. */
  connectionClosed(connection: number, why: string): void {
    for (const item of this.items.getSnapshot()) {
      if (item.connection === connection && item.status === 'pending') this.#end(item.key, 'closed', why);
    }
  }

  /** Forgets the requests that no longer wait. */
  clearSettled(): void {
    this.items.set(this.items.getSnapshot().filter((item) => item.status === 'pending'));
  }

  setRules(rules: AutoReplyRules): void {
    this.rules.set(rules);
  }

  #end(key: number, status: ServerRequestStatus, outcome: string): void {
    const waiter = this.#waiters.get(key);
    if (!waiter) return;
    this.#waiters.delete(key);
    const now = this.#now();
    this.#replace(
      (item) => item.key === key,
      (item) => ({ ...item, status, outcome, settledAt: now }),
    );
    waiter.reject(new Error(outcome));
  }

  #settle(key: number, reply: Reply, outcome: string, auto?: string): void {
    this.#waiters.delete(key);
    const now = this.#now();
    const status: ServerRequestStatus = 'result' in reply ? 'answered' : 'rejected';
    this.#replace(
      (item) => item.key === key,
      (item) => ({ ...item, status, outcome, reply, settledAt: now, ...(auto ? { auto } : {}) }),
    );
  }

  #append(item: ServerRequest): void {
    this.items.set([...this.items.getSnapshot(), Object.freeze(item)]);
  }

  /** Replaces the matching items; the oldest settled ones go past the limit. */
  #replace(match: (item: ServerRequest) => boolean, change: (item: ServerRequest) => ServerRequest): void {
    const items = this.items.getSnapshot();
    if (!items.some(match)) return;
    const next = items.map((item) => (match(item) ? Object.freeze(change(item)) : item));
    let excess = next.filter((item) => item.status !== 'pending').length - keptSettled;
    this.items.set(excess > 0 ? next.filter((item) => item.status === 'pending' || excess-- <= 0) : next);
  }
}

/** How many requests wait for the person. */
export function pendingCount(items: readonly ServerRequest[]): number {
  let count = 0;
  for (const item of items) if (item.status === 'pending') count++;
  return count;
}
