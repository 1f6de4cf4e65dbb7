import { flags, mergeFindings, type Finding } from '../diagnose/finding.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';

/**
 * What became of one request made from the UI (a tool call, a prompt get, a
 * resource read). The raw result is kept exactly as received; its findings
 * say where it breaks the protocol's schema (or the tool's outputSchema),
 * so a broken server's answer is still shown.
 */
export type CallOutcome =
  | {
      kind: 'result';
      /** The JSON-RPC `result` member exactly as received (not narrowed by any schema). */
      result: unknown;
      /** The findings made of the result itself (its schema, the SDK's refusal, outputSchema); `findings` has them too. */
      resultFindings?: readonly Finding[];
      /** Every judgement of this call: what the protocol rules found on its frames (its request and its answer, as the log has them) and what strict validation found in the result. */
      findings?: readonly Finding[];
      /** The id the request went with, when it went. */
      requestId?: JsonRpcId;
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
      requestId?: JsonRpcId;
    }
  | { kind: 'cancelled'; durationMs: number };

export type ResultOutcome = Extract<CallOutcome, { kind: 'result' }>;

/** A result, with the findings made of it. */
export function resultOutcome(result: unknown, judged: readonly Finding[], durationMs: number): ResultOutcome {
  return {
    kind: 'result',
    result,
    ...(judged.length ? { findings: [...judged], resultFindings: [...judged] } : {}),
    durationMs,
  };
}

/** An outcome with more findings made of its result (the tool's outputSchema, say), in both its lists. */
export function withResultFindings(outcome: CallOutcome, judged: readonly Finding[]): CallOutcome {
  if (outcome.kind !== 'result' || !judged.length) return outcome;
  const fresh = judged.filter(
    (finding) => !outcome.findings?.some((kept) => kept.rule === finding.rule && kept.pointer === finding.pointer),
  );
  return {
    ...outcome,
    findings: mergeFindings(outcome.findings, fresh),
    resultFindings: mergeFindings(outcome.resultFindings, fresh),
  };
}

/** What is wrong with a result itself, for the list beside it: its flagged result findings (not the frames'). */
export function flaggedResultFindings(outcome: ResultOutcome): Finding[] {
  return (outcome.resultFindings ?? []).filter(flags);
}
