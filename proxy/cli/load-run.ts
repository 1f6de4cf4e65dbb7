import type { Finding } from '../../shared/diagnose/finding.ts';
import { isToolError } from './cli-report.ts';
import type { MethodAnswer } from './run-method.ts';

export interface LoadPlan {
  /** Stop after this many calls are started… */
  requests?: number;
  /** …or once this long has passed since the first (calls in flight then still finish). */
  durationMs?: number;
  concurrency: number;
}

export interface LoadSeams {
  /** One call, as the CLI's one-call path makes it; never throws. */
  call(): Promise<MethodAnswer>;
  /** Why the server can no longer answer (its process ended, the connection dropped), or undefined while it can. */
  lost(): string | undefined;
  now(): number;
  /** Ctrl-C: no new call is started. */
  signal?: AbortSignal;
}

/** How a run ended: its plan met, or not. */
export type LoadStop = 'requests' | 'duration' | 'server-lost' | 'interrupted';

export interface LoadTally {
  /** Calls answered one way or another (the server's answer, a timeout, a failed transport). */
  calls: number;
  ok: number;
  /** Failed calls by kind: `jsonrpc -32602` (the error's code), `isError`, `timeout`, `transport`, `cancelled`. */
  errors: Record<string, number>;
  /** Each call's duration, as the session measured it, in the order they ended. */
  durationsMs: number[];
  /** The answers' own findings (a result against the tool's outputSchema, say); frames' findings are in the log. */
  answerFindings: Finding[];
  elapsedMs: number;
  stoppedBy: LoadStop;
  /** When the server went away: how long into the run, after how many calls answered, and the session's words. */
  lost?: { atMs: number; afterCalls: number; reason: string };
}

/** What kind of failure an answer is, or undefined for a success. */
export function errorKind(answer: MethodAnswer): string | undefined {
  switch (answer.kind) {
    case 'result':
      return isToolError(answer.result) ? 'isError' : undefined;
    case 'error':
      if (answer.timedOut) return 'timeout';
      return answer.code !== undefined ? `jsonrpc ${answer.code}` : 'transport';
    case 'cancelled':
      return 'cancelled';
    case 'raw':
      return 'transport';
  }
}

/**
 * Calls the tool again and again, `concurrency` calls in flight, until the
 * plan is met, Ctrl-C, or the server goes away (then no call is started
 * again: what failed because it went is counted, and when it went is kept).
 */
export async function runLoad(plan: LoadPlan, seams: LoadSeams): Promise<LoadTally> {
  const started = seams.now();
  const tally: LoadTally = {
    calls: 0,
    ok: 0,
    errors: {},
    durationsMs: [],
    answerFindings: [],
    elapsedMs: 0,
    stoppedBy: 'requests',
  };
  let begun = 0;
  let stop: LoadStop | undefined;
  const mayStart = (): boolean => {
    if (stop) return false;
    if (seams.signal?.aborted) stop = 'interrupted';
    else if (seams.lost() !== undefined) stop = 'server-lost';
    else if (plan.requests !== undefined && begun >= plan.requests) stop = 'requests';
    else if (plan.durationMs !== undefined && seams.now() - started >= plan.durationMs) stop = 'duration';
    return stop === undefined;
  };
  const worker = async () => {
    while (mayStart()) {
      begun++;
      const answer = await seams.call();
      tally.calls++;
      if ('durationMs' in answer) tally.durationsMs.push(answer.durationMs);
      const kind = errorKind(answer);
      if (kind === undefined) tally.ok++;
      else tally.errors[kind] = (tally.errors[kind] ?? 0) + 1;
      if (answer.kind === 'result') tally.answerFindings.push(...answer.resultFindings);
      const reason = seams.lost();
      if (reason !== undefined && !tally.lost) {
        // Counted from the calls the server did answer: the one that found it gone is not among them.
        tally.lost = { atMs: seams.now() - started, afterCalls: tally.ok + countAnswered(tally), reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, plan.concurrency) }, worker));
  tally.elapsedMs = seams.now() - started;
  tally.stoppedBy = tally.lost ? 'server-lost' : (stop ?? 'requests');
  return tally;
}

/** Failed calls the server itself answered (a JSON-RPC error, a tool's isError): not those lost with it. */
function countAnswered(tally: LoadTally): number {
  return Object.entries(tally.errors)
    .filter(([kind]) => kind === 'isError' || kind.startsWith('jsonrpc '))
    .reduce((sum, [, n]) => sum + n, 0);
}
