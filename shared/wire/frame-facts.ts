import { isRecord } from '../lib/guards.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';

/**
 * Facts the log reads from a frame's parsed value (handed over by the
 * transport, which parsed it anyway), so that no large result is parsed twice.
 */

/** A response whose `result.isError` is true: a tool that ran and reports failure (also a task's tool result). */
export function reportsError(value: unknown): boolean {
  const result = isRecord(value) ? value.result : undefined;
  return isRecord(result) && result.isError === true;
}

/** The request a `notifications/cancelled` names, when its `params.requestId` is an id. */
export function cancelledRequestId(value: unknown): JsonRpcId | undefined {
  const params = isRecord(value) ? value.params : undefined;
  const requestId = isRecord(params) ? params.requestId : undefined;
  return typeof requestId === 'string' || (typeof requestId === 'number' && Number.isFinite(requestId))
    ? requestId
    : undefined;
}

/**
 * A progress token: on a request, the one it hands out (`params._meta.progressToken`);
 * on `notifications/progress`, the one it reports on (`params.progressToken`).
 */
export function progressTokenOf(value: unknown, where: 'meta' | 'params' = 'meta'): JsonRpcId | undefined {
  const params = isRecord(value) ? value.params : undefined;
  const holder = where === 'params' ? params : isRecord(params) ? params._meta : undefined;
  const token = isRecord(holder) ? holder.progressToken : undefined;
  return typeof token === 'string' || (typeof token === 'number' && Number.isFinite(token)) ? token : undefined;
}

/** The `params.progress` of a progress notification, when it is a number. */
export function progressOf(value: unknown): number | undefined {
  const params = isRecord(value) ? value.params : undefined;
  const progress = isRecord(params) ? params.progress : undefined;
  return typeof progress === 'number' && Number.isFinite(progress) ? progress : undefined;
}

export const CANCELLED = 'notifications/cancelled';
export const PROGRESS = 'notifications/progress';
