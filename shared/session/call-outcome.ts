import type { Finding } from '../diagnose/finding.ts';

/**
 * What became of one request made from the UI (a tool call, a prompt get, a
 * resource read). The raw result is kept exactly as received; the problems
 * list says where it breaks the protocol's schema, so a broken server's
 * answer is still shown.
 */
export type CallOutcome =
  | {
      kind: 'result';
      /** The JSON-RPC `result` member exactly as received (not narrowed by any schema). */
      result: unknown;
      /** Schema problems found by strict validation, e.g. "content[0].type: expected one of text, image, …". */
      problems: string[];
      /** What the protocol rules found on the frames of this call (its request and its answer), as the log has them. */
      findings?: readonly Finding[];
      durationMs: number;
    }
  | {
      kind: 'error';
      /** JSON-RPC error code when the server answered with an error; absent for local failures. */
      code?: number;
      /** Name of the code, e.g. "Method not found" or "Resource not found". */
      codeName?: string;
      message: string;
      data?: unknown;
      durationMs: number;
      /** The server asked for authorization and the person was sent to approve. */
      unauthorized?: boolean;
      /** No answer within the request's timeout; the inspector cancelled it. */
      timedOut?: boolean;
      /** What the protocol rules found on the frames of this call. */
      findings?: readonly Finding[];
    }
  | { kind: 'cancelled'; durationMs: number };
