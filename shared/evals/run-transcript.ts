/**
 * What a run of one case did, as grading needs it: the model's tool calls in
 * order (named and with their arguments as the model wrote them), the turns
 * it took, its last text, and what went wrong on the way. Made from the
 * conversation engine's entries (run-case.ts); plain data, so grading is a
 * pure function of it.
 */
export interface RunTranscript {
  readonly calls: readonly TranscriptCall[];
  /** Model turns taken (a turn: one request to the model and its answer). */
  readonly turns: number;
  /** The model's text after its last tool call (empty when it wrote none). */
  readonly finalText: string;
  /** The run stopped because the turn limit was reached, the model still calling tools. */
  readonly turnLimitReached?: number;
  readonly errors: readonly TranscriptError[];
}

export interface TranscriptCall {
  /** The model turn that made the call, from 1. */
  readonly turn: number;
  readonly tool: string;
  /** The arguments, parsed; undefined when the model's text was not JSON (see `argumentsText`). */
  readonly arguments: unknown;
  /** The arguments as the model wrote them, when they did not parse. */
  readonly argumentsText?: string;
  /** How the call ended: the tool's result, its isError result, a failure on the way, or never sent. */
  readonly outcome?: 'ok' | 'tool-error' | 'failed' | 'not-sent';
  /** The words of a failure or an isError result. */
  readonly detail?: string;
}

export interface TranscriptError {
  /** The turn it happened in, when known. */
  readonly turn?: number;
  /** One line: what went wrong, in its real cause's words (the provider's 401, the server gone). */
  readonly message: string;
  /** The engine's name for the cause (`provider-unreachable`, `unauthorized`, `server-gone`, …). */
  readonly reason?: string;
}
