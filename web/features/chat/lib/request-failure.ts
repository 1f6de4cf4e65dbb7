import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';

/**
 * Why a request the chat made for the person (prompts/get, resources/read) gave nothing to use, in the
 * server's own words: its JSON-RPC error with code and name, or the local failure (no answer, connection gone).
 */
export function requestFailure(method: string, outcome: Exclude<CallOutcome, { kind: 'result' }>): string {
  if (outcome.kind === 'cancelled') return `${method} was cancelled before the server answered.`;
  const code =
    outcome.code !== undefined ? ` with error ${outcome.code}${outcome.codeName ? ` (${outcome.codeName})` : ''}` : '';
  return `${method} failed${code}: ${outcome.message}`;
}
