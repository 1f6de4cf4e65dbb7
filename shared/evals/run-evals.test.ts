import { describe, expect, it } from 'vitest';
import type { ScriptedReply } from '../../e2e/fixtures/model/scripted-provider.mjs';
import type { ModelChoice } from '../model/model-choice.ts';
import { harnessTools, modelHarness, scriptedProviders } from '../test-kit/model-harness.ts';
import { toolCallSession } from '../tool-call/run-tool-call.ts';
import { parseCaseFile } from './parse-case-file.ts';
import { runEvals, type EvalPlan } from './run-evals.ts';

// The evaluation against real parts: the conversation engine, a scripted provider over HTTP, and the page's own
// session with a scripted server behind its bridge (echo, add).

const { scripted, latest } = scriptedProviders();

async function evaluate(yaml: string, script: ScriptedReply[], more: Partial<EvalPlan> = {}, silenceMs?: number) {
  const provider = await scripted(script);
  const parsed = parseCaseFile(yaml, 'cases.yaml');
  expect(parsed.findings).toEqual([]);
  const harness = await modelHarness();
  const choice: ModelChoice = { provider: 'openai-compatible', baseUrl: provider.baseUrl, model: 'scripted' };
  const outcome = await runEvals(
    { fileName: 'cases.yaml', cases: parsed.file!.cases, models: [choice], runs: 1, minPassRate: 1, ...more },
    {
      session: toolCallSession(harness.session),
      access: harness.access,
      tools: harnessTools,
      ...(silenceMs !== undefined ? { silenceMs } : {}),
    },
  );
  await harness.session.disconnect();
  return outcome;
}

const echoCall = (message: unknown): ScriptedReply => ({ toolCalls: [{ name: 'echo', arguments: { message } }] });

describe('runEvals', () => {
  it('passes a run that calls the tool as expected, and keeps what it did', async () => {
    const { results, stopped } = await evaluate(
      'cases:\n  - name: echoes\n    prompt: Please echo something.\n    expect:\n      calls: [{ tool: echo, arguments: { message: { regex: "^hi" } } }]\n',
      [echoCall('hi there'), { text: 'Echoed.' }],
    );
    expect(stopped).toBeUndefined();
    expect(results.runs).toHaveLength(1);
    const [run] = results.runs;
    expect(run!.grade).toEqual({ passed: true, failures: [] });
    expect(run!.model).toBe(`openai-compatible scripted at ${latest()!.baseUrl}`);
    expect(run!.transcript).toEqual({
      calls: [{ turn: 1, tool: 'echo', arguments: { message: 'hi there' }, outcome: 'ok' }],
      turns: 2,
      finalText: 'Echoed.',
      errors: [],
    });
    // What the model was asked: the case's prompt.
    expect(JSON.stringify(latest()!.requests[0]!.body.messages)).toContain('Please echo something.');
  });

  it('fails a run with the wrong tool, and one with the wrong argument, saying why', async () => {
    const { results } = await evaluate(
      [
        'cases:',
        '  - name: wrong tool',
        '    prompt: Echo.',
        '    expect: { calls: [echo] }',
        '  - name: wrong argument',
        '    prompt: Echo hello.',
        '    expect: { calls: [{ tool: echo, arguments: { message: hello } }] }',
        '',
      ].join('\n'),
      [{ toolCalls: [{ name: 'add', arguments: { a: 1, b: 2 } }] }, { text: '3' }, echoCall('goodbye'), { text: 'ok' }],
    );
    expect(results.runs.map((run) => run.grade.failures.map((failure) => failure.message))).toEqual([
      ['Expected a call to echo: the model called add (turn 1)'],
      ['Turn 1, the call to echo: argument message: expected "hello", got "goodbye"'],
    ]);
  });

  it('runs each case the number of runs asked, with each model', async () => {
    const { results } = await evaluate(
      'cases:\n  - { name: a, prompt: p, expect: { calls: [echo] } }\n',
      [echoCall('1'), { text: 'x' }, { text: 'no call' }, echoCall('3'), { text: 'y' }],
      { runs: 3 },
    );
    expect(results.runs.map((run) => [run.run, run.grade.passed])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('stops a model calling tools in a loop at the case’s turn limit, and fails it saying so', async () => {
    const { results } = await evaluate(
      'cases:\n  - { name: loops, prompt: p, maxTurns: 2, expect: { calls: [echo] } }\n',
      [echoCall('1'), echoCall('2'), echoCall('3')],
    );
    const [run] = results.runs;
    expect(run!.transcript.turnLimitReached).toBe(2);
    expect(run!.grade.failures).toEqual([
      { kind: 'turn-limit', turn: 2, message: 'The turn limit (2) was reached with the model still calling tools' },
    ]);
    // The second step's call was not made.
    expect(run!.transcript.calls.map((call) => call.outcome)).toEqual(['ok', 'not-sent']);
  });

  it('counts turns from the model’s first own answer in a conversation', async () => {
    const { results } = await evaluate(
      [
        'cases:',
        '  - name: follows up',
        '    conversation:',
        '      - { role: user, content: Echo one. }',
        '      - { role: assistant, content: "echo: one" }',
        '      - { role: user, content: Now two. }',
        '    maxTurns: 2',
        '    expect: { calls: [{ tool: echo, arguments: { message: two } }] }',
        '',
      ].join('\n'),
      [echoCall('two'), { text: 'done' }],
    );
    expect(results.runs[0]!.grade.passed).toBe(true);
    expect(results.runs[0]!.transcript.calls[0]!.turn).toBe(1);
    const sent = JSON.stringify(latest()!.requests[0]!.body.messages);
    expect(sent).toContain('Echo one.');
    expect(sent).toContain('echo: one');
  });

  it('fails a call the model forbade itself, with its turn', async () => {
    const { results } = await evaluate('cases:\n  - { name: a, prompt: p, expect: { notCalled: [add] } }\n', [
      { toolCalls: [{ name: 'add', arguments: { a: 1, b: 1 } }] },
      { text: '2' },
    ]);
    expect(results.runs[0]!.grade.failures[0]?.message).toBe(
      'Turn 1: called add, which the case says must not be called',
    );
  });

  it('runs a call whose arguments break the schema (the server answers), and grades it', async () => {
    const { results } = await evaluate(
      'cases:\n  - { name: a, prompt: p, expect: { calls: [{ tool: add, arguments: { a: 1 } }] } }\n',
      [{ toolCalls: [{ name: 'add', arguments: { a: 'one' } }] }, { text: 'sorry' }],
    );
    const [run] = results.runs;
    expect(run!.transcript.calls[0]).toMatchObject({ tool: 'add', arguments: { a: 'one' }, outcome: 'ok' });
    expect(run!.grade.failures[0]?.message).toBe('Turn 1, the call to add: argument a: expected 1, got "one"');
  });

  it('refuses a call whose arguments are not JSON (no person to ask), tells the model, and fails the run saying so', async () => {
    const { results } = await evaluate(
      'cases:\n  - { name: a, prompt: p, expect: { calls: [{ tool: echo, arguments: { message: hi } }] } }\n',
      [{ toolCalls: [{ name: 'echo', arguments: '{"message": hi' }] }, { text: 'I could not.' }],
    );
    const [run] = results.runs;
    expect(run!.transcript.calls).toEqual([
      {
        turn: 1,
        tool: 'echo',
        arguments: undefined,
        argumentsText: '{"message": hi',
        outcome: 'not-sent',
        detail: 'Not run by the eval: its arguments are not a JSON object',
      },
    ]);
    expect(run!.transcript.finalText).toBe('I could not.');
    expect(run!.grade.failures[0]?.message).toBe(
      'Turn 1, the call to echo: arguments: expected arguments as JSON, got text that is not JSON: {"message": hi',
    );
  });

  it('asks the judge, and fails on its fail with its reason', async () => {
    const { results } = await evaluate('cases:\n  - { name: judged, prompt: Say hi., judge: It says hello. }\n', [
      { text: 'Goodbye.' },
      { text: '{"pass": false, "reason": "It says goodbye."}' },
    ]);
    expect(results.runs[0]!.grade.failures).toEqual([
      { kind: 'judge', message: 'The judge failed it: It says goodbye.' },
    ]);
    // The judge saw the rubric and the run.
    const judged = JSON.stringify(latest()!.requests[1]!.body.messages);
    expect(judged).toContain('It says hello.');
    expect(judged).toContain("Assistant's final answer: Goodbye.");
  });

  it('stops a run whose model stays silent, says why, and goes on to the next run', async () => {
    const { results, stopped } = await evaluate(
      'cases:\n  - { name: a, prompt: p, expect: { calls: [echo] } }\n',
      [{ hang: true }, echoCall('x'), { text: 'done' }],
      { runs: 2 },
      // Silence long enough that a busy machine's slow second run (a real call to a real server) is not taken for it.
      5_000,
    );
    expect(stopped).toBeUndefined();
    expect(results.runs[0]!.grade.failures[0]).toEqual({
      kind: 'run-error',
      turn: 1,
      message: 'No answer from the model for 5 s (--timeout): the run was stopped',
    });
    expect(results.runs[1]!.grade.passed).toBe(true);
  });

  it('stops at a provider that cannot be reached, saying so, rather than failing every case for it', async () => {
    const { results, stopped } = await evaluate(
      'cases:\n  - { name: a, prompt: p, expect: { calls: [echo] } }\n  - { name: b, prompt: q, expect: { calls: [echo] } }\n',
      [],
      { models: [{ provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'nowhere' }] },
    );
    expect(stopped?.reason).toBe('provider');
    expect(results.stopped).toBe(stopped?.message);
    expect(stopped?.message).toMatch(/127\.0\.0\.1:9/);
    expect(results.runs).toHaveLength(1);
    expect(results.runs[0]!.grade.failures[0]).toMatchObject({ kind: 'run-error' });
  });
});
