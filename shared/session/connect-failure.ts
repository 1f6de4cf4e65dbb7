import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { WireLog } from '../wire/wire-log.ts';
import { describeExit, type ProcessExit } from '../bridge/bridge-transport.ts';
import { resultProblems } from './result-problems.ts';

export interface ConnectFailureFacts {
  error: unknown;
  /** The command as typed, for the message. */
  command: string;
  spawnError?: string;
  exit?: ProcessExit;
  log: WireLog;
  connection: number;
}

/**
 * Why a connect failed, in the words most useful to the person who wrote the
 * server: the process could not start or ended, the opening request got no
 * answer, or the answer broke the protocol (each problem by path).
 */
export function describeConnectFailure(facts: ConnectFailureFacts): string {
  if (facts.spawnError) return facts.spawnError;
  if (facts.exit) return `${facts.command}: ${describeExit(facts.exit)}`;
  const opening = lastOpening(facts.log, facts.connection);
  if (facts.error instanceof SdkError && facts.error.code === SdkErrorCode.RequestTimeout) {
    const waited = (facts.error.data as { timeout?: number } | undefined)?.timeout;
    return `${facts.command} did not answer ${opening?.method ?? 'the opening request'}${waited ? ` within ${Math.round(waited / 1000)} s` : ''}. Is it reading its stdin, and writing JSON-RPC (and nothing else) to its stdout?`;
  }
  const message = facts.error instanceof Error ? facts.error.message : String(facts.error);
  const problems = opening?.result === undefined ? [] : resultProblems(opening.method, opening.result);
  if (problems.length) {
    return `${facts.command}: its ${opening!.method} result breaks the protocol:\n${problems.map((problem) => `• ${problem}`).join('\n')}`;
  }
  return `Could not connect to ${facts.command}: ${message}`;
}

/** The last initialize or server/discover this connection sent, with the result that came back, if any. */
function lastOpening(log: WireLog, connection: number): { method: string; result?: unknown } | undefined {
  const entries = log.entries();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.connection !== connection) break;
    if (entry.direction !== 'out' || entry.kind !== 'request') continue;
    if (entry.method !== 'initialize' && entry.method !== 'server/discover') continue;
    const response = log.responseTo(entry.seq);
    if (response?.kind !== 'result') return { method: entry.method };
    try {
      return { method: entry.method, result: (JSON.parse(response.raw) as { result?: unknown }).result };
    } catch {
      return { method: entry.method };
    }
  }
  return undefined;
}
