import { ProtocolError, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { errorCodeName } from '../jsonrpc/error-codes.ts';
import type { CallOutcome } from './call-outcome.ts';

type ErrorOutcome = Extract<CallOutcome, { kind: 'error' }>;

/**
 * Turns whatever a request failed with into an outcome a person can read.
 * `closedBecause` explains a closed connection (the process exit, say).
 */
export function describeRequestError(
  error: unknown,
  durationMs: number,
  closedBecause?: string,
  revision?: string,
): CallOutcome {
  if (error instanceof ProtocolError) {
    const message = stripCodePrefix(error.message);
    const outcome: ErrorOutcome = {
      kind: 'error',
      code: error.code,
      codeName: errorCodeName(error.code, { revision, message }),
      message,
      durationMs,
    };
    if (error.data !== undefined) outcome.data = error.data;
    return outcome;
  }
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.ConnectionClosed && closedBecause) {
      return {
        kind: 'error',
        message: `The connection closed while the request was pending. ${closedBecause}`,
        durationMs,
      };
    }
    if (error.code === SdkErrorCode.RequestTimeout) {
      return {
        kind: 'error',
        message: `No answer within ${Math.round(durationMs / 1000)} s: the request timed out, and the inspector sent notifications/cancelled`,
        durationMs,
        timedOut: true,
      };
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'error',
    message: closedBecause && /closed/i.test(message) ? `${message}. ${closedBecause}` : message,
    durationMs,
  };
}

/** An outcome from a JSON-RPC error exactly as the server sent it; its code named as `revision` defines it. */
export function errorOutcome(
  error: { code: number; message: string; data?: unknown },
  durationMs: number,
  revision?: string,
): CallOutcome {
  const outcome: ErrorOutcome = {
    kind: 'error',
    code: error.code,
    codeName: errorCodeName(error.code, { revision, message: error.message }),
    message: error.message,
    durationMs,
  };
  if (error.data !== undefined) outcome.data = error.data;
  return outcome;
}

/** The SDK prefixes messages with "MCP error -32601:"; the code is shown apart. */
function stripCodePrefix(message: string): string {
  return message.replace(/^MCP error -?\d+:\s*/, '');
}
