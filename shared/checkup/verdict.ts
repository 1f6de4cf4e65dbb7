import type { FindingCause } from '../diagnose/finding.ts';
import { errorCodeName } from '../jsonrpc/error-codes.ts';
import type { CheckOutcome, SpecRule } from './checkup-report.ts';

export { quoteList } from '../lib/quote-list.ts';

/** A check's judgement, before the runner adds its name, rule and frames. */
export interface Verdict {
  readonly result: CheckOutcome;
  readonly summary: string;
  /** What was sent and seen; the summary stands in when absent. */
  readonly text?: string;
  /** Who caused a failure or a warning: the server when absent. */
  readonly cause?: FindingCause;
  /** The rule this judgement rests on, when it is not the check's own (one probe of several, say). */
  readonly rule?: SpecRule;
  /** What a pass found worth knowing though nothing is wrong: it becomes the check's `info` finding and its summary. */
  readonly information?: string;
}

export const verdict = (result: CheckOutcome, summary: string, text?: string): Verdict => ({
  result,
  summary,
  ...(text ? { text } : {}),
});

/** A pass that tells something worth knowing (app-only tools, say): an `info` finding, not a judgement. */
export const forInformation = (information: string, text?: string): Verdict => ({
  ...verdict('pass', information, text),
  information,
});

/** The same verdict, caused by the checkup's own probe (it could not ask), not by the server. */
export const byProbe = (judged: Verdict): Verdict => ({ ...judged, cause: 'probe' });

/** An answer's error member, when it is an error. */
export function answerError(
  message: Readonly<Record<string, unknown>> | undefined,
): { code: unknown; message: unknown } | undefined {
  const error = message?.error;
  if (typeof error !== 'object' || error === null) return undefined;
  return { code: (error as { code?: unknown }).code, message: (error as { message?: unknown }).message };
}

/** `-32601 Method not found`, or the code as given when it is not a number. */
export function describeCode(code: unknown, revision?: string): string {
  return typeof code === 'number' ? `${code} ${errorCodeName(code, { revision })}` : `code ${JSON.stringify(code)}`;
}

/** The worst of several results: fail, then warning, then pass; not applicable only when all are. */
export function worst(results: readonly CheckOutcome[]): CheckOutcome {
  if (results.includes('fail')) return 'fail';
  if (results.includes('warning')) return 'warning';
  if (results.includes('pass')) return 'pass';
  return 'not-applicable';
}
