import { isRecord } from '../lib/guards.ts';

/** MCP's logging levels (RFC 5424's), the only values `level` may take. */
const LEVELS = new Set(['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']);

/** Whether `value`'s own keys are all among `allowed`. */
function onlyKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  for (const key in value) if (!allowed.has(key)) return false;
  return true;
}

const MESSAGE_KEYS = new Set(['jsonrpc', 'method', 'params']);
const PARAMS_KEYS = new Set(['level', 'logger', 'data']);

/**
 * The params of a view's `notifications/message` when it has the plain
 * shape: `{ jsonrpc, method, params: { level, logger?, data } }` and no
 * other member (no `_meta`, no id). Such a message passes the MCP SDK's own
 * schemas (the JSON-RPC envelope, then the logging notification's) with its
 * params unchanged, so the host may hand them on without running those
 * schemas; anything else, valid or not, is undefined and goes the long way.
 */
export function plainViewLog(message: unknown): Record<string, unknown> | undefined {
  if (!isRecord(message) || message.method !== 'notifications/message' || message.jsonrpc !== '2.0') return undefined;
  if (!onlyKeys(message, MESSAGE_KEYS)) return undefined;
  const { params } = message;
  if (!isRecord(params) || !onlyKeys(params, PARAMS_KEYS) || !('data' in params)) return undefined;
  if (typeof params.level !== 'string' || !LEVELS.has(params.level)) return undefined;
  if (params.logger !== undefined && typeof params.logger !== 'string') return undefined;
  return params;
}
