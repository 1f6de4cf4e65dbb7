import { isJSONRPCErrorResponse, isJSONRPCResultResponse, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { responseShapeProblems } from '../jsonrpc/classify.ts';

type Id = string | number;

export interface RawError {
  code: number;
  message: string;
  data?: unknown;
}

export interface Capture {
  method: string;
  /** The tool name or resource uri, so concurrent calls of one method find their own answers. */
  key: string | undefined;
  id?: Id;
  result?: unknown;
  received: boolean;
  /** The JSON-RPC error exactly as received. */
  error?: RawError;
  /**
   * Settles when the server answers in a shape the SDK cannot take (it drops
   * such an answer and would wait for its timeout): the reason and the answer.
   */
  readonly malformed: Promise<{ problem: string; message: unknown }>;
  reportMalformed: (problem: string, message: unknown) => void;
  /** Told each id the request goes out with, before the frame is logged. */
  readonly onSent?: (id: Id) => void;
}

/**
 * Keeps the `result` of a request exactly as it arrived, before the SDK
 * lifts or strips anything (2026-07-28's `resultType`, say), so the page
 * can show what the server sent. Requests are matched to their ids by
 * method and tool name (or uri), in the order the SDK sends them; a capture
 * follows its call through 2026-07-28 input_required rounds to the final result.
 */
export class RawResults {
  readonly #waiting = new Map<string, Capture[]>();
  readonly #byId = new Map<Id, Capture>();
  /** Told when a request goes again after an input_required answer: the ids of both rounds. */
  readonly #onRound:
    | ((round: { method: string; key: string | undefined; previousId: Id; id: Id; round: number }) => void)
    | undefined;
  readonly #rounds = new WeakMap<Capture, number>();

  constructor(
    onRound?: (round: { method: string; key: string | undefined; previousId: Id; id: Id; round: number }) => void,
  ) {
    this.#onRound = onRound;
  }

  /** Call just before asking the SDK to send `method`; read the capture when the request settles. */
  expect(method: string, params?: Record<string, unknown>, onSent?: (id: Id) => void): Capture {
    let reportMalformed: Capture['reportMalformed'] = () => {};
    const malformed = new Promise<{ problem: string; message: unknown }>((resolve) => {
      reportMalformed = (problem, message) => resolve({ problem, message });
    });
    const capture: Capture = {
      method,
      key: keyOf(params),
      received: false,
      malformed,
      reportMalformed,
      ...(onSent ? { onSent } : {}),
    };
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
    const queue = this.#waiting.get(message.method);
    const key = keyOf(message.params as Record<string, unknown> | undefined);
    const index = queue?.findIndex((capture) => capture.key === key) ?? -1;
    if (!queue || index < 0) return;
    const [capture] = queue.splice(index, 1);
    if (!capture) return;
    const previousId = capture.id;
    capture.id = message.id;
    this.#byId.set(message.id, capture);
    capture.onSent?.(message.id);
    if (previousId !== undefined) {
      const round = (this.#rounds.get(capture) ?? 1) + 1;
      this.#rounds.set(capture, round);
      this.#onRound?.({ method: capture.method, key: capture.key, previousId, id: message.id, round });
    }
  }

  /**
   * Records an answer. For one the SDK would drop (and wait out its timeout,
   * then send a needless notifications/cancelled), returns a well-formed
   * stand-in error for the SDK to settle the request with; the log keeps the real one.
   */
  received(message: JSONRPCMessage): JSONRPCMessage | void {
    if (!('id' in message) || message.id === undefined || !('result' in message || 'error' in message)) return;
    const capture = this.#byId.get(message.id);
    if (!capture) return;
    this.#byId.delete(message.id);
    const record = message as Record<string, unknown>;
    const problems = [
      ...(record.jsonrpc === '2.0' ? [] : ['"jsonrpc" must be "2.0"']),
      ...responseShapeProblems(record),
    ];
    if (!problems.length) {
      const refusal = sdkRefusal(message);
      if (refusal) problems.push(refusal);
    }
    if (problems.length) {
      capture.reportMalformed(problems.join('; '), message);
      return {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32603, message: `mcp-loupe: the answer was malformed (${problems.join('; ')})` },
      };
    }
    if ('error' in message) {
      capture.error = message.error as RawError;
      return;
    }
    if (!isFinalResult(message.result)) {
      // Another round follows on a fresh id: wait for it at the head of the queue.
      const queue = this.#waiting.get(capture.method) ?? [];
      queue.unshift(capture);
      this.#waiting.set(capture.method, queue);
      return;
    }
    capture.result = message.result;
    capture.received = true;
  }
}

const RESPONSE_MEMBERS = new Set(['jsonrpc', 'id', 'result', 'error']);

/**
 * Why the SDK would not take an answer our own rules let pass, if it would
 * not: it wants no member beyond JSON-RPC's four, and an error code that a
 * JSON number carries exactly. Undefined when it takes it.
 */
function sdkRefusal(message: JSONRPCMessage): string | undefined {
  try {
    if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) return undefined;
  } catch {
    // A check that throws takes nothing either.
  }
  const extra = Object.keys(message).filter((key) => !RESPONSE_MEMBERS.has(key));
  if (extra.length)
    return `a response has only "jsonrpc", "id" and "result" or "error"; this one also has ${extra
      .slice(0, 5)
      .map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 37)}…` : key))
      .join(', ')}`;
  const code = 'error' in message ? (message.error as { code?: unknown }).code : undefined;
  if (typeof code === 'number' && !Number.isSafeInteger(code))
    return `"error.code" ${code} is past the integers a JSON number carries exactly`;
  return 'the MCP SDK does not take it as a response';
}

/** A 2026-07-28 `input_required` answer is one round of a longer exchange, not the final result. */
export function isFinalResult(result: unknown): boolean {
  return !(
    typeof result === 'object' &&
    result !== null &&
    (result as { resultType?: unknown }).resultType === 'input_required'
  );
}

/** A 2026-07-28 CreateTaskResult (tasks extension): the call became a task, followed by tasks/get. */
export function isTaskResult(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { resultType?: unknown }).resultType === 'task';
}

function keyOf(params: Record<string, unknown> | undefined): string | undefined {
  const key = params?.name ?? params?.uri;
  return typeof key === 'string' ? key : undefined;
}
