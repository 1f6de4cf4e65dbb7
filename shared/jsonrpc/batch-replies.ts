import type { JsonRpcId } from './classify.ts';

/** What an incoming batch holds: the objects to hand on one by one, and the ids of the requests among them, in order. */
export interface BatchContents {
  messages: Record<string, unknown>[];
  requestIds: JsonRpcId[];
}

/**
 * Reads a JSON-RPC batch (an array). Items that are not objects are left
 * out (the log flags them); none of them stops the rest. `isRequest` says
 * which items will be answered, so that only those are waited for.
 */
export function readBatch(
  items: readonly unknown[],
  isRequest: (item: Record<string, unknown>) => boolean,
): BatchContents {
  const messages: Record<string, unknown>[] = [];
  const requestIds: JsonRpcId[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const message = item as Record<string, unknown>;
    messages.push(message);
    if (isRequest(message) && isId(message.id)) requestIds.push(message.id);
  }
  return { messages, requestIds };
}

/** Where an outgoing message goes: on its own, kept until its batch is answered, or (the last answer of a batch) out with the others as one array. */
export type ReplyRoute<M> = { route: 'alone' } | { route: 'held' } | { route: 'batch'; replies: M[] };

interface PendingBatch<M> {
  ids: JsonRpcId[];
  replies: (M | undefined)[];
  left: number;
}

/**
 * JSON-RPC 2.0 answers a batch of requests with one array of their
 * responses. This keeps each response to a request of a batch until every
 * request of that batch has its answer, then hands the array out whole, in
 * the order of the requests. A batch of notifications only waits for nothing.
 */
export class BatchReplies<M extends object> {
  #batches: PendingBatch<M>[] = [];

  /** The ids of the requests of a batch that just came in. */
  expect(requestIds: readonly JsonRpcId[]): void {
    if (requestIds.length === 0) return;
    this.#batches.push({ ids: [...requestIds], replies: requestIds.map(() => undefined), left: requestIds.length });
  }

  route(message: M): ReplyRoute<M> {
    const fields = message as Record<string, unknown>;
    if (typeof fields.method === 'string' || !('result' in fields || 'error' in fields) || !isId(fields.id))
      return { route: 'alone' };
    for (let b = 0; b < this.#batches.length; b++) {
      const batch = this.#batches[b]!;
      const slot = batch.ids.findIndex((id, i) => id === fields.id && batch.replies[i] === undefined);
      if (slot === -1) continue;
      batch.replies[slot] = message;
      batch.left--;
      if (batch.left > 0) return { route: 'held' };
      this.#batches.splice(b, 1);
      return { route: 'batch', replies: batch.replies as M[] };
    }
    return { route: 'alone' };
  }

  /** Responses kept back, waiting for the rest of their batch. */
  get held(): number {
    return this.#batches.reduce((sum, batch) => sum + batch.ids.length - batch.left, 0);
  }

  /** Requests of batches still without an answer. */
  get unanswered(): number {
    return this.#batches.reduce((sum, batch) => sum + batch.left, 0);
  }

  /** Forgets every batch (the connection ended). */
  clear(): void {
    this.#batches = [];
  }
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}
