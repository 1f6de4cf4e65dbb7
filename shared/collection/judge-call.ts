import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { schemaFailures } from '../diagnose/schema-failures.ts';
import { matchValue } from '../evals/match-value.ts';
import { isRecord } from '../lib/guards.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { CollectionCall } from './collection.ts';

/** Whether a call met what it expects, and if not, every reason why. */
export interface Verdict {
  readonly met: boolean;
  readonly reasons: readonly string[];
}

const validator = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

/**
 * A call's outcome judged against its `expect`: the result (the JSON-RPC
 * `result` member as received) against `schema` with the full JSON Schema
 * validator the session uses for outputSchema, and against `match` as a
 * subset (the eval cases' matcher). A failure is a tool result with
 * isError, or an error answer; without `"error": true` it is not met.
 */
export function judgeCall(call: Pick<CollectionCall, 'kind' | 'expect'>, outcome: CallOutcome): Verdict {
  const expect = call.expect ?? {};
  if (outcome.kind === 'cancelled') return notMet(['The call was stopped before it was answered']);
  const failure = failureOf(call, outcome);
  if (expect.error) return failure ? met() : notMet(['Expected the call to fail, and it succeeded']);
  if (failure) return notMet([failure]);
  const result = outcome.kind === 'result' ? outcome.result : undefined;
  const reasons: string[] = [];
  if (expect.schema) reasons.push(...schemaReasons(expect.schema, result));
  if (expect.matcher)
    for (const mismatch of matchValue(expect.matcher, result, 'subset'))
      reasons.push(
        `${mismatch.path === '' ? 'The result' : `result.${mismatch.path}`}: expected ${mismatch.expected}, got ${mismatch.actual}`,
      );
  return reasons.length ? notMet(reasons) : met();
}

/** Why the call failed, or undefined when it did not. */
function failureOf(call: Pick<CollectionCall, 'kind'>, outcome: Exclude<CallOutcome, { kind: 'cancelled' }>) {
  if (outcome.kind === 'error') {
    if (outcome.timedOut) return `No answer in time: ${outcome.message}`;
    return outcome.code !== undefined
      ? `The server answered with error ${outcome.code}${outcome.codeName ? ` (${outcome.codeName})` : ''}: ${outcome.message}`
      : `The call failed: ${outcome.message}`;
  }
  if (call.kind === 'tool' && isRecord(outcome.result) && outcome.result.isError === true)
    return `The tool answered with isError: true${firstText(outcome.result) ? `: ${firstText(outcome.result)}` : ''}`;
  return undefined;
}

function schemaReasons(schema: Readonly<Record<string, unknown>>, result: unknown): string[] {
  let check: ReturnType<typeof validator.getValidator>;
  try {
    check = validator.getValidator(schema as Parameters<typeof validator.getValidator>[0]);
  } catch (error) {
    return [`The expected schema cannot be used: ${(error as Error).message}`];
  }
  const verdict = check(result);
  if (verdict.valid) return [];
  return schemaFailures(verdict.errorMessage).map(
    ({ where, text }) =>
      `${where === '' ? 'The result' : `result${where.replaceAll('/', '.')}`} does not match the schema: ${text}`,
  );
}

function firstText(result: Record<string, unknown>): string | undefined {
  const content = Array.isArray(result.content) ? result.content : [];
  const text = content.find((item) => isRecord(item) && typeof item.text === 'string') as { text: string } | undefined;
  return text?.text.slice(0, 200);
}

const met = (): Verdict => ({ met: true, reasons: [] });
const notMet = (reasons: string[]): Verdict => ({ met: false, reasons });
