/**
 * How a request reached the inspector: the server's JSON-RPC request of its
 * own, inside a 2026-07-28 `input_required` result, or from an MCP App's
 * view through the inspector as its host (`app`: sampling an app asks for).
 */
export type ServerRequestVia = 'request' | 'input_required' | 'app';

/**
 * `pending`: waits for the person. `answered`: a result went back.
 * `rejected`: an error went back. `cancelled`: the server withdrew it (or
 * the request it belonged to ended) before an answer. `closed`: the
 * connection ended while it waited.
 */
export type ServerRequestStatus = 'pending' | 'answered' | 'rejected' | 'cancelled' | 'closed';

export interface ReplyError {
  code: number;
  message: string;
  data?: unknown;
}

export type Reply = { result: Record<string, unknown> } | { error: ReplyError };

/** One request from the server, as the inbox keeps it. Replaced, never mutated, when it changes. */
export interface ServerRequest {
  /** Unique in this page; the id a person's answer refers to. */
  key: number;
  connection: number;
  /** The JSON-RPC id, or for `input_required` the key the server gave the embedded request. */
  id: string | number;
  method: string;
  params: Record<string, unknown> | undefined;
  via: ServerRequestVia;
  receivedAt: number;
  /** Tags of the inspector's own requests that were waiting for the server when this arrived (a tool call waiting on it). */
  during: readonly string[];
  status: ServerRequestStatus;
  /** What became of it, in words: who answered, why it ended. */
  outcome?: string;
  settledAt?: number;
  /** What went back, when something did. */
  reply?: Reply;
  /** On a request from an app's view: which view, from which resource. */
  app?: { view: number; uri: string };
  /** Answered by an auto-reply rule (its description), not by the person. */
  auto?: string;
  /** URL-mode elicitation: when the server said the interaction finished (`notifications/elicitation/complete`). */
  completedAt?: number;
  /** Asked as a task (2025-11-25 `params.task`): the inspector's task id; the server polls it for the answer. */
  taskId?: string;
}

/** A JSON-RPC error a handler throws; carries the code and data to the wire. */
export class ReplyRejection extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(error: ReplyError) {
    super(error.message);
    this.code = error.code;
    this.data = error.data;
  }
}
