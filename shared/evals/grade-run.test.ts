import { describe, expect, it } from 'vitest';
import type { EvalCase } from './case-file.ts';
import { gradeRun } from './grade-run.ts';
import { parseCaseFile } from './parse-case-file.ts';
import type { RunTranscript, TranscriptCall } from './run-transcript.ts';

function caseOf(yaml: string): EvalCase {
  const parsed = parseCaseFile(`cases:\n  - name: c\n    prompt: p\n${yaml}`, 'c.yaml');
  expect(parsed.findings).toEqual([]);
  return parsed.file!.cases[0]!;
}

function run(
  calls: Array<Partial<TranscriptCall> & { tool: string }>,
  more: Partial<RunTranscript> = {},
): RunTranscript {
  return {
    calls: calls.map((call) => ({ turn: 1, arguments: {}, ...call })),
    turns: Math.max(1, ...calls.map((call) => call.turn ?? 1)) + 1,
    finalText: 'done',
    errors: [],
    ...more,
  };
}

const echoes = caseOf('    expect:\n      calls:\n        - tool: echo\n');

describe('gradeRun: expected calls', () => {
  it('passes when the tool was called', () => {
    expect(gradeRun(echoes, run([{ tool: 'echo', arguments: { message: 'x' } }]))).toEqual({
      passed: true,
      failures: [],
    });
  });

  it('fails when no tool was called, and says so', () => {
    expect(gradeRun(echoes, run([]))).toEqual({
      passed: false,
      failures: [
        { kind: 'call-missing', tool: 'echo', message: 'Expected a call to echo: the model made no tool call' },
      ],
    });
  });

  it('fails on the wrong tool, naming what was called and when', () => {
    const grade = gradeRun(
      echoes,
      run([
        { tool: 'add', turn: 1 },
        { tool: 'printEnv', turn: 2 },
      ]),
    );
    expect(grade.failures).toEqual([
      {
        kind: 'call-missing',
        tool: 'echo',
        message: 'Expected a call to echo: the model called add (turn 1), printEnv (turn 2)',
      },
    ]);
  });

  it('fails on a wrong argument, with the turn, the call and how it differs', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - tool: echo\n          arguments: { message: { regex: "^hello" } }\n',
    );
    const grade = gradeRun(evalCase, run([{ tool: 'echo', turn: 2, arguments: { message: 'goodbye' } }]));
    expect(grade.failures).toEqual([
      {
        kind: 'call-missing',
        tool: 'echo',
        turn: 2,
        argument: 'message',
        message: 'Turn 2, the call to echo: argument message: expected text matching /^hello/, got "goodbye"',
      },
    ]);
  });

  it('reports the closest of several calls, and how many more arguments missed', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - tool: add\n          arguments: { a: 1, b: 2, c: 3 }\n',
    );
    const grade = gradeRun(
      evalCase,
      run([
        { tool: 'add', turn: 1, arguments: { a: 9, b: 9, c: 9 } },
        { tool: 'add', turn: 2, arguments: { a: 1, b: 9, c: 9 } },
      ]),
    );
    expect(grade.failures[0]?.message).toBe(
      'Turn 2, the closest of 2 calls to add: argument b: expected 2, got 9 (and 1 more)',
    );
  });

  it('passes when any of several calls matches', () => {
    const evalCase = caseOf('    expect:\n      calls:\n        - tool: echo\n          arguments: { message: two }\n');
    const calls = [
      { tool: 'echo', arguments: { message: 'one' } },
      { tool: 'echo', turn: 2, arguments: { message: 'two' } },
    ];
    expect(gradeRun(evalCase, run(calls)).passed).toBe(true);
  });

  it('counts each call for one expected call only', () => {
    const twice = caseOf('    expect:\n      calls: [echo, echo]\n');
    expect(gradeRun(twice, run([{ tool: 'echo' }])).failures).toEqual([
      {
        kind: 'call-missing',
        tool: 'echo',
        message: 'Expected one more call to echo: each matching call was counted for another expected call',
      },
    ]);
    expect(gradeRun(twice, run([{ tool: 'echo' }, { tool: 'echo', turn: 2 }])).passed).toBe(true);
  });

  it('finds the assignment that works, not only the first that comes (a loose expectation does not take the only exact fit)', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - echo\n        - tool: echo\n          arguments: { message: exact }\n',
    );
    const calls = [
      { tool: 'echo', arguments: { message: 'exact' } },
      { tool: 'echo', turn: 2, arguments: { message: 'other' } },
    ];
    expect(gradeRun(evalCase, run(calls)).passed).toBe(true);
  });

  it('holds exact matching to no other field', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - tool: add\n          match: exact\n          arguments: { a: 1 }\n',
    );
    expect(gradeRun(evalCase, run([{ tool: 'add', arguments: { a: 1 } }])).passed).toBe(true);
    expect(gradeRun(evalCase, run([{ tool: 'add', arguments: { a: 1, b: 2 } }])).failures[0]?.message).toBe(
      'Turn 1, the call to add: argument b: expected no such field (match: exact), got 2',
    );
  });

  it('checks argumentsSchema', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - tool: add\n          argumentsSchema: { type: object, required: [a], properties: { a: { type: number } } }\n',
    );
    expect(gradeRun(evalCase, run([{ tool: 'add', arguments: { a: 1 } }])).passed).toBe(true);
    const grade = gradeRun(evalCase, run([{ tool: 'add', arguments: { a: 'one' } }]));
    expect(grade.failures[0]).toMatchObject({ argument: 'a', turn: 1 });
    expect(grade.failures[0]?.message).toBe(
      'Turn 1, the call to add: argument a: expected what argumentsSchema allows (Must be a number), got {"a":"one"}',
    );
  });

  it('fails arguments the model wrote as text that is not JSON, saying so', () => {
    const evalCase = caseOf('    expect:\n      calls:\n        - tool: echo\n          arguments: { message: hi }\n');
    const grade = gradeRun(evalCase, run([{ tool: 'echo', arguments: undefined, argumentsText: '{"message": hi' }]));
    expect(grade.failures[0]?.message).toBe(
      'Turn 1, the call to echo: arguments: expected arguments as JSON, got text that is not JSON: {"message": hi',
    );
  });

  it('takes a call without arguments as empty arguments', () => {
    const evalCase = caseOf(
      '    expect:\n      calls:\n        - tool: ping\n          match: exact\n          arguments: {}\n',
    );
    expect(gradeRun(evalCase, run([{ tool: 'ping', arguments: undefined }])).passed).toBe(true);
  });
});

describe('gradeRun: forbidden tools, turns, text, faults, the judge', () => {
  it('fails each call of a tool that must not be called, with its turn', () => {
    const evalCase = caseOf('    expect:\n      notCalled: [delete]\n');
    expect(gradeRun(evalCase, run([{ tool: 'list' }])).passed).toBe(true);
    expect(gradeRun(evalCase, run([{ tool: 'delete', turn: 3 }])).failures).toEqual([
      {
        kind: 'call-forbidden',
        tool: 'delete',
        turn: 3,
        message: 'Turn 3: called delete, which the case says must not be called',
      },
    ]);
  });

  it('fails a run stopped by the turn limit, saying so', () => {
    const evalCase = caseOf('    maxTurns: 3\n    expect:\n      calls: [echo]\n');
    const grade = gradeRun(evalCase, run([{ tool: 'echo' }], { turns: 3, turnLimitReached: 3 }));
    expect(grade.failures).toEqual([
      { kind: 'turn-limit', turn: 3, message: 'The turn limit (3) was reached with the model still calling tools' },
    ]);
  });

  it('fails a run that took more turns than the case allows', () => {
    const evalCase = caseOf('    maxTurns: 2\n');
    expect(gradeRun(evalCase, run([], { turns: 2 })).passed).toBe(true);
    expect(gradeRun(evalCase, run([], { turns: 4 })).failures).toEqual([
      { kind: 'turn-limit', turn: 4, message: 'The run took 4 turns; the case allows 2' },
    ]);
  });

  it('checks the last text: contained, or by a matcher', () => {
    const contains = caseOf('    expect:\n      text: Echo\n');
    expect(gradeRun(contains, run([], { finalText: 'Echo: hi' })).passed).toBe(true);
    expect(gradeRun(contains, run([], { finalText: 'nothing' })).failures).toEqual([
      { kind: 'text', message: 'The last text does not contain "Echo": it was "nothing"' },
    ]);
    const regex = caseOf('    expect:\n      text: { regex: "^\\\\d+$" }\n');
    expect(gradeRun(regex, run([], { finalText: '42' })).passed).toBe(true);
    expect(gradeRun(regex, run([], { finalText: 'forty' })).failures[0]?.message).toBe(
      'The last text is not text matching /^\\d+$/: it was "forty"',
    );
  });

  it("fails on each fault of the run, in the fault's own words", () => {
    const grade = gradeRun(
      echoes,
      run([{ tool: 'echo' }], { errors: [{ turn: 2, message: 'The provider answered 429' }] }),
    );
    expect(grade.failures).toEqual([{ kind: 'run-error', turn: 2, message: 'The provider answered 429' }]);
  });

  it("fails on the judge's fail, with its reason", () => {
    const judged = caseOf('    judge: It says hello.\n');
    expect(gradeRun(judged, run([]), { passed: true, reason: 'It does.' }).passed).toBe(true);
    expect(gradeRun(judged, run([]), { passed: false, reason: 'It says goodbye.' }).failures).toEqual([
      { kind: 'judge', message: 'The judge failed it: It says goodbye.' },
    ]);
  });

  it('lists every reason, not only the first', () => {
    const evalCase = caseOf('    maxTurns: 2\n    expect:\n      calls: [echo]\n      notCalled: [add]\n');
    const kinds = gradeRun(evalCase, run([{ tool: 'add', turn: 3 }], { turns: 3 })).failures.map((f) => f.kind);
    expect(kinds).toEqual(['call-missing', 'call-forbidden', 'turn-limit']);
  });
});
