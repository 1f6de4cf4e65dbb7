import { isRecord } from '../lib/guards.ts';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { Observable } from '../lib/observable.ts';
import type { SessionState } from './session-state.ts';

/** One answer to a hand-made request, exactly as the server sent it. */
export interface RawAnswer {
  readonly id: JsonRpcId;
  readonly message: Readonly<Record<string, unknown>>;
  /** From the send to this answer, by the page's clock. */
  readonly latencyMs: number;
}

export interface RawSendResult {
  /** The ids of the requests in what was sent, in order: the answers waited for. */
  readonly requests: readonly JsonRpcId[];
  /** In the order they arrived. */
  readonly answers: readonly RawAnswer[];
  /** Requests that had no answer when the wait ended. */
  readonly unanswered: readonly JsonRpcId[];
  /** Whether the frame went out at all. */
  readonly sent: boolean;
  /** Why the send failed, or why the wait ended before every answer came. */
  readonly failure?: string;
  readonly durationMs: number;
}

export interface RawSendOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Calls `end` with the reason once the connection ends; returns what stops watching. */
  watchEnd?: (end: (reason: string) => void) => () => void;
}

export interface RawSenderDeps {
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
}

interface Waiter {
  readonly id: JsonRpcId;
  answered: boolean;
  answer: (message: Record<string, unknown>) => void;
}

const composerId = /^composer-\d+$/;

/**
 * Hand-made frames (the composer) sent straight to the transport, past the
 * SDK's client: sent exactly as given, logged by the transport like any
 * other frame. The SDK did not send these requests, so their answers are
 * taken before the SDK sees them (it would call them answers to nothing).
 * The ids it proposes are strings (`composer-1`), which the SDK, counting
 * in numbers, never uses; an id the person picks is kept as written.
 */
export class RawSender {
  readonly #waiting = new Map<string, Waiter[]>();
  /** String ids the wait gave up on: a late answer is still not the SDK's (it is in the log). */
  readonly #givenUp = new Set<string>();
  readonly #now: () => number;
  readonly #setTimer: (run: () => void, ms: number) => () => void;
  #count = 0;

  constructor(deps: RawSenderDeps = {}) {
    this.#now = deps.now ?? Date.now;
    this.#setTimer =
      deps.setTimer ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      });
  }

  /** A fresh id for a hand-made request. */
  nextId(): string {
    return `composer-${++this.#count}`;
  }

  /** For the transport tap: true when `message` answers a hand-made request (it is the sender's, not the SDK's). */
  take(message: JSONRPCMessage): boolean {
    if (!('id' in message) || 'method' in message || !('result' in message || 'error' in message)) return false;
    const id = message.id as unknown;
    if (!isId(id)) return false;
    const key = idKey(id);
    const waiters = this.#waiting.get(key);
    const waiter = waiters?.shift();
    if (waiters && !waiters.length) this.#waiting.delete(key);
    if (waiter) {
      waiter.answer(message as Record<string, unknown>);
      return true;
    }
    return typeof id === 'string' && this.#givenUp.has(key);
  }

  /**
   * Sends `value` as one frame (an array goes as one batch) and waits for
   * the answers to the requests in it: until all have come, the timeout
   * passes, the signal aborts or the connection ends. Never throws.
   */
  async send(transport: Transport | undefined, value: unknown, options: RawSendOptions): Promise<RawSendResult> {
    const started = this.#now();
    const requests = requestIds(value);
    if (!transport)
      return { requests, answers: [], unanswered: requests, sent: false, failure: 'Not connected', durationMs: 0 };
    const answers: RawAnswer[] = [];
    const waiters = requests.map((id) => {
      const waiter: Waiter = { id, answered: false, answer: () => {} };
      const queue = this.#waiting.get(idKey(id)) ?? [];
      queue.push(waiter);
      this.#waiting.set(idKey(id), queue);
      return waiter;
    });
    let finish: (failure?: string) => void = () => {};
    const done = new Promise<string | undefined>((resolve) => {
      finish = resolve;
    });
    for (const waiter of waiters) {
      waiter.answer = (message) => {
        waiter.answered = true;
        answers.push({ id: waiter.id, message, latencyMs: this.#now() - started });
        if (answers.length === waiters.length) finish();
      };
    }
    const cleanups = [
      this.#setTimer(() => finish(`No answer within ${Math.round(options.timeoutMs / 1000)} s`), options.timeoutMs),
      options.watchEnd?.((reason) => finish(`The connection ended: ${reason}`)) ?? (() => {}),
    ];
    const onAbort = () => finish('Stopped waiting');
    options.signal?.addEventListener('abort', onAbort);
    let sent = false;
    try {
      // Transports type a single message; an array is one batch frame on the wire, and each transport writes what it is given.
      await transport.send(value as JSONRPCMessage);
      sent = true;
      if (!waiters.length) finish();
    } catch (error) {
      finish(`Sending failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const failure = await done;
    for (const cleanup of cleanups) cleanup();
    options.signal?.removeEventListener('abort', onAbort);
    const unanswered = waiters.filter((waiter) => !waiter.answered).map((waiter) => waiter.id);
    for (const waiter of waiters) this.#forget(waiter);
    // An answer may come before the transport says the frame is written (an HTTP response body is read within send).
    return {
      requests,
      answers,
      unanswered,
      sent: sent || answers.length > 0,
      ...(failure ? { failure } : {}),
      durationMs: this.#now() - started,
    };
  }

  #forget(waiter: Waiter): void {
    const key = idKey(waiter.id);
    const queue = this.#waiting.get(key);
    if (!queue?.includes(waiter)) return;
    queue.splice(queue.indexOf(waiter), 1);
    if (!queue.length) this.#waiting.delete(key);
    if (typeof waiter.id === 'string') this.#givenUp.add(key);
  }
}

/** The ids of the requests in a frame or batch: the members with a method and a string or number id. */
export function requestIds(value: unknown): JsonRpcId[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (isRecord(item) && typeof item.method === 'string' && isId(item.id) ? [item.id] : []));
}

/** The frame's text with a fresh id for each request in it (one frame or a batch), pretty-printed; text that is not JSON stays as it is. */
export function withFreshIds(text: string, nextId: () => string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const fresh = (item: unknown) =>
    isRecord(item) && typeof item.method === 'string' && 'id' in item ? { ...item, id: nextId() } : item;
  return JSON.stringify(Array.isArray(value) ? value.map(fresh) : fresh(value), null, 2);
}

/** After a send: the composer's own ids (`"id": "composer-3"`) move on, so sending again is not a reused id; the rest of the text is left as typed. */
export function advanceComposerIds(text: string, nextId: () => string): string {
  return text.replace(/("id"\s*:\s*)"(composer-\d+)"/g, (_match, head: string, id: string) =>
    composerId.test(id) ? `${head}"${nextId()}"` : _match,
  );
}

/** For {@link RawSendOptions.watchEnd}: the wait ends when this connection stops being connected. */
export function watchConnectionEnd(state: Observable<SessionState>): RawSendOptions['watchEnd'] {
  return (end) => {
    const { connection } = state.getSnapshot();
    return state.subscribe(() => {
      const now = state.getSnapshot();
      if (now.connection !== connection || now.status !== 'connected') end(now.reason ?? 'it closed');
    });
  };
}

function idKey(id: JsonRpcId): string {
  return `${typeof id}|${id}`;
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}
