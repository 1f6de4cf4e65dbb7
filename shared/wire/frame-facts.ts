import type { JsonRpcId } from '../jsonrpc/classify.ts';

/**
 * Facts the log reads from a frame's parsed value (handed over by the
 * transport, which parsed it anyway), so that no large result is parsed twice.
 */

/** A response whose `result.isError` is true: a tool that ran and reports failure (also a task's tool result). */
export function reportsError(value: unknown): boolean {
  const result = isObject(value) ? value.result : undefined;
  return isObject(result) && result.isError === true;
}

/** The request a `notifications/cancelled` names, when its `params.requestId` is an id. */
export function cancelledRequestId(value: unknown): JsonRpcId | undefined {
  const params = isObject(value) ? value.params : undefined;
  const requestId = isObject(params) ? params.requestId : undefined;
  return typeof requestId === 'string' || (typeof requestId === 'number' && Number.isFinite(requestId)) ? requestId : undefined;
}

export const CANCELLED = 'notifications/cancelled';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
