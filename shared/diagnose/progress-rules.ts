import { pointer, type Finding } from './finding.ts';
import { formatId } from './id-rules.ts';

/**
 * Progress and cancellation name something the other side sent: a
 * progressToken from one of its requests, a request it made. A token nobody
 * sent, progress after the answer, progress that does not rise, and a
 * cancellation of a request never made are flagged.
 */

type Token = string | number;

/** Where the token came from, as far as the log knows. */
export type TokenState =
  | { kind: 'unknown' }
  | { kind: 'pending'; last?: number }
  | { kind: 'answered'; method: string | undefined; seq: number };

export function progressFindings(
  token: unknown,
  progress: unknown,
  state: TokenState,
  revision: string | undefined,
): Finding[] {
  const source = revision ?? 'MCP';
  const at = pointer('params', 'progressToken');
  if (typeof token !== 'string' && !(typeof token === 'number' && Number.isFinite(token))) {
    return [
      {
        rule: 'progress-token-invalid',
        severity: 'error',
        pointer: at,
        source,
        message: 'notifications/progress must carry a progressToken, a string or a number',
      },
    ];
  }
  if (state.kind === 'unknown') {
    return [
      {
        rule: 'progress-unknown-token',
        severity: 'warning',
        pointer: at,
        source,
        message: `progress for token ${formatId(token as Token)}, which no request sent`,
      },
    ];
  }
  if (state.kind === 'answered') {
    return [
      {
        rule: 'progress-after-response',
        severity: 'warning',
        pointer: at,
        source,
        message: `progress for token ${formatId(token as Token)} after ${state.method ?? 'its request'} (entry ${state.seq + 1}) was answered`,
      },
    ];
  }
  if (typeof progress === 'number' && state.last !== undefined && progress <= state.last) {
    return [
      {
        rule: 'progress-not-increasing',
        severity: 'warning',
        pointer: pointer('params', 'progress'),
        source,
        message: `progress ${progress} does not rise above the previous ${state.last}: it must increase with each notification`,
      },
    ];
  }
  return [];
}

export function cancelledFindings(
  requestId: unknown,
  known: { method: string | undefined } | undefined,
  revision: string | undefined,
): Finding[] {
  const source = revision ?? 'MCP';
  const at = pointer('params', 'requestId');
  if (requestId === undefined && revision !== undefined && revision >= '2025-11-25') {
    // From 2025-11-25 requestId may be left out (tasks are cancelled with tasks/cancel), but then nothing is cancelled.
    return [
      {
        rule: 'cancelled-request-id-invalid',
        severity: 'warning',
        pointer: at,
        source,
        message: 'notifications/cancelled names no request (params.requestId): it cancels nothing',
      },
    ];
  }
  if (typeof requestId !== 'string' && !(typeof requestId === 'number' && Number.isFinite(requestId))) {
    return [
      {
        rule: 'cancelled-request-id-invalid',
        severity: 'error',
        pointer: at,
        source,
        message: 'notifications/cancelled must name the request it cancels (params.requestId, a string or a number)',
      },
    ];
  }
  if (!known)
    return [
      {
        rule: 'cancelled-unknown-request',
        severity: 'warning',
        pointer: at,
        source,
        message: `cancels request ${formatId(requestId as Token)}, which its sender never made`,
      },
    ];
  if (known.method === 'initialize')
    return [
      {
        rule: 'cancelled-initialize',
        severity: 'error',
        pointer: at,
        source,
        message: 'the initialize request must not be cancelled',
      },
    ];
  return [];
}
