import type { EvalCase, ExpectedCall } from './case-file.ts';
import { callMismatches } from './call-mismatches.ts';
import type { JudgeVerdict } from './judge-verdict.ts';
import { expectedText, matchValue, type Mismatch } from './match-value.ts';
import type { RunTranscript, TranscriptCall } from './run-transcript.ts';

/** One reason a run failed, with where it happened when there is a where. */
export interface GradeFailure {
  readonly kind: 'call-missing' | 'call-forbidden' | 'turn-limit' | 'text' | 'run-error' | 'judge';
  /** One line a person reads: what was expected, what happened instead. */
  readonly message: string;
  readonly turn?: number;
  readonly tool?: string;
  /** The argument that did not match, as a path (`items[0].name`). */
  readonly argument?: string;
}

export interface RunGrade {
  readonly passed: boolean;
  readonly failures: readonly GradeFailure[];
}

/**
 * Whether a run did what its case expects, and each reason it did not: an
 * expected call missing (and, when the tool was called, which argument did
 * not match and how), a forbidden tool called, the turn limit reached, the
 * last text not as expected, a fault on the way, the judge's fail.
 */
export function gradeRun(evalCase: EvalCase, run: RunTranscript, verdict?: JudgeVerdict): RunGrade {
  const failures: GradeFailure[] = [
    ...run.errors.map(
      (error): GradeFailure => ({
        kind: 'run-error',
        message: error.message,
        ...(error.turn !== undefined ? { turn: error.turn } : {}),
      }),
    ),
    ...missingCalls(evalCase.expect.calls, run.calls),
    ...forbiddenCalls(evalCase.expect.notCalled, run.calls),
    ...turnLimit(evalCase, run),
    ...textFailures(evalCase, run),
    ...(verdict && !verdict.passed
      ? [{ kind: 'judge' as const, message: `The judge failed it: ${verdict.reason}` }]
      : []),
  ];
  return { passed: failures.length === 0, failures };
}

/** Expected calls that no call of their own satisfies: each actual call answers one expectation at most. */
function missingCalls(expected: readonly ExpectedCall[], calls: readonly TranscriptCall[]): GradeFailure[] {
  const fits = expected.map((want) =>
    calls.flatMap((call, index) => (call.tool === want.tool && callMismatches(want, call).length === 0 ? [index] : [])),
  );
  const taken = matching(fits, calls.length);
  return expected.flatMap((want, i) => (taken[i] === undefined ? [missing(want, calls, fits[i] ?? [])] : []));
}

/** A maximum matching of expectations to calls (augmenting paths: a handful of each, so the simple way). */
function matching(fits: readonly (readonly number[])[], callCount: number): Array<number | undefined> {
  const owner: Array<number | undefined> = new Array(callCount).fill(undefined);
  const tryAssign = (want: number, seen: Set<number>): boolean => {
    for (const call of fits[want] ?? []) {
      if (seen.has(call)) continue;
      seen.add(call);
      const holder = owner[call];
      if (holder === undefined || tryAssign(holder, seen)) {
        owner[call] = want;
        return true;
      }
    }
    return false;
  };
  for (let want = 0; want < fits.length; want++) tryAssign(want, new Set());
  const taken: Array<number | undefined> = fits.map(() => undefined);
  owner.forEach((want, call) => {
    if (want !== undefined) taken[want] = call;
  });
  return taken;
}

function missing(want: ExpectedCall, calls: readonly TranscriptCall[], fitting: readonly number[]): GradeFailure {
  const sameTool = calls.filter((call) => call.tool === want.tool);
  if (sameTool.length === 0) {
    const made = calls.length
      ? `the model called ${calls.map((call) => `${call.tool} (turn ${call.turn})`).join(', ')}`
      : 'the model made no tool call';
    return { kind: 'call-missing', tool: want.tool, message: `Expected a call to ${want.tool}: ${made}` };
  }
  if (fitting.length > 0)
    return {
      kind: 'call-missing',
      tool: want.tool,
      message: `Expected one more call to ${want.tool}: each matching call was counted for another expected call`,
    };
  // The call that came closest: the fewest arguments wrong.
  const ranked = sameTool
    .map((call) => ({ call, mismatches: callMismatches(want, call) }))
    .sort((a, b) => a.mismatches.length - b.mismatches.length);
  const { call, mismatches } = ranked[0]!;
  const first = mismatches[0] as Mismatch;
  const others = mismatches.length > 1 ? ` (and ${mismatches.length - 1} more)` : '';
  const times = sameTool.length === 1 ? 'the call' : `the closest of ${sameTool.length} calls`;
  return {
    kind: 'call-missing',
    tool: want.tool,
    turn: call.turn,
    ...(first.path !== '' ? { argument: first.path } : {}),
    message: `Turn ${call.turn}, ${times} to ${want.tool}: ${mismatchText(first)}${others}`,
  };
}

/** `argument message: expected text matching /x/, got "y"`. */
export function mismatchText(mismatch: Mismatch): string {
  const where = mismatch.path === '' ? 'arguments' : `argument ${mismatch.path}`;
  return `${where}: expected ${mismatch.expected}, got ${mismatch.actual}`;
}

function forbiddenCalls(notCalled: readonly string[], calls: readonly TranscriptCall[]): GradeFailure[] {
  return calls
    .filter((call) => notCalled.includes(call.tool))
    .map((call) => ({
      kind: 'call-forbidden',
      tool: call.tool,
      turn: call.turn,
      message: `Turn ${call.turn}: called ${call.tool}, which the case says must not be called`,
    }));
}

function turnLimit(evalCase: EvalCase, run: RunTranscript): GradeFailure[] {
  if (run.turnLimitReached !== undefined)
    return [
      {
        kind: 'turn-limit',
        turn: run.turns,
        message: `The turn limit (${run.turnLimitReached}) was reached with the model still calling tools`,
      },
    ];
  if (evalCase.maxTurns !== undefined && run.turns > evalCase.maxTurns)
    return [
      {
        kind: 'turn-limit',
        turn: run.turns,
        message: `The run took ${run.turns} turns; the case allows ${evalCase.maxTurns}`,
      },
    ];
  return [];
}

function textFailures(evalCase: EvalCase, run: RunTranscript): GradeFailure[] {
  const matcher = evalCase.expect.text;
  if (!matcher) return [];
  const shown = JSON.stringify(run.finalText.length > 80 ? `${run.finalText.slice(0, 79)}…` : run.finalText);
  if (matcher.kind === 'literal') {
    const wanted = String(matcher.value);
    return run.finalText.includes(wanted)
      ? []
      : [{ kind: 'text', message: `The last text does not contain ${JSON.stringify(wanted)}: it was ${shown}` }];
  }
  return matchValue(matcher, run.finalText, 'subset').length === 0
    ? []
    : [{ kind: 'text', message: `The last text is not ${expectedText(matcher)}: it was ${shown}` }];
}
