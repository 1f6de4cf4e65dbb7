import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { describeFetchFailure } from '../http/fetch-failure.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { AttemptEvidence, HttpAttempt } from './http-connect-plan.ts';

export interface HttpConnectFailureFacts {
  error: unknown;
  url: string;
  attempt: HttpAttempt;
  evidence: AttemptEvidence;
  log: WireLog;
  connection: number;
}

/**
 * Why a URL could not be opened, from what crossed the wire first and the
 * SDK's error second: a status names the likely mistake, a body that is
 * not JSON-RPC says what it was, silence names the request left unanswered.
 */
export function describeHttpConnectFailure(facts: HttpConnectFailureFacts): string {
  const { url, attempt, evidence, error } = facts;
  const over = attempt.transport === 'sse' ? 'legacy HTTP+SSE' : 'Streamable HTTP';
  const trouble = lastHttpProblem(facts.log, facts.connection);
  if (evidence.responses === 0 && evidence.networkFailure !== undefined) {
    const failure = describeFetchFailure(evidence.networkFailure, attempt.route);
    return `Cannot reach ${url}: ${failure.cause}`;
  }
  const status = trouble?.status ?? evidence.firstPost?.status;
  if (status === 401)
    return `${url} asks for authorization (401) and none was given: give it a bearer token or an Authorization header (in the page, in the connection panel; on the command line, --bearer or --header).`;
  if (status === 403) return `${url} refused the request (403 Forbidden): the credentials do not allow it.`;
  if (status === 404)
    return `${url} answered 404 Not Found over ${over}: is the path right? MCP endpoints are often /mcp, legacy SSE ones /sse.`;
  if (status === 405) return `${url} does not take this method (405) over ${over}: try the other transport.`;
  if (trouble?.problem) return `${url}: ${trouble.problem}`;
  if (status !== undefined && status >= 400) return `${url} answered HTTP ${status} over ${over}.`;
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) {
    return `${url} did not answer the opening request over ${over}. Does the server send its responses on the stream it opened?`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Could not connect to ${url} over ${over}: ${message}`;
}

/** The last HTTP response of this connection that was an error status or carried a problem. */
function lastHttpProblem(log: WireLog, connection: number): { status?: number; problem?: string } | undefined {
  const entries = log.entries();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.connection !== connection) break;
    if (entry.kind !== 'http' || entry.direction !== 'in') continue;
    if (entry.problem || (entry.http?.status ?? 0) >= 400)
      return { status: entry.http?.status, problem: entry.problem };
  }
  return undefined;
}
