import type { JSONRPCMessage } from '@modelcontextprotocol/client';

type Id = string | number;

interface Capture {
  method: string;
  id?: Id;
  result?: unknown;
  received: boolean;
}

/**
 * Keeps the `result` of a request exactly as it arrived, before the SDK
 * lifts or strips anything (2026-07-28's `resultType`, say), so the page
 * can show what the server sent. Requests are matched to their ids in the
 * order the SDK sends them, per method.
 */
export class RawResults {
  readonly #waiting = new Map<string, Capture[]>();
  readonly #byId = new Map<Id, Capture>();

  /** Call just before asking the SDK to send `method`; read the capture when the request settles. */
  expect(method: string): Capture {
    const capture: Capture = { method, received: false };
    const queue = this.#waiting.get(method) ?? [];
    queue.push(capture);
    this.#waiting.set(method, queue);
    return capture;
  }

  /** Forget a capture whose request never went out or has settled. */
  release(capture: Capture): void {
    const queue = this.#waiting.get(capture.method);
    const index = queue?.indexOf(capture) ?? -1;
    if (queue && index >= 0) queue.splice(index, 1);
    if (capture.id !== undefined) this.#byId.delete(capture.id);
  }

  sent(message: JSONRPCMessage): void {
    if (!('method' in message) || !('id' in message)) return;
    const capture = this.#waiting.get(message.method)?.shift();
    if (!capture) return;
    capture.id = message.id;
    this.#byId.set(message.id, capture);
  }

  received(message: JSONRPCMessage): void {
    if (!('id' in message) || !('result' in message)) return;
    const capture = this.#byId.get(message.id);
    if (!capture) return;
    this.#byId.delete(message.id);
    capture.result = message.result;
    capture.received = true;
  }
}

/** A 2026-07-28 `input_required` answer is one round of a longer exchange, not the final result. */
export function isFinalResult(result: unknown): boolean {
  return !(typeof result === 'object' && result !== null && (result as { resultType?: unknown }).resultType === 'input_required');
}
