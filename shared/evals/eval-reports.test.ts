import { describe, expect, it } from 'vitest';
import { readXml } from '../test-kit/xml-tree.ts';
import type { EvalResults, EvalRun } from './eval-results.ts';
import { summarize } from './eval-results.ts';
import type { GradeFailure } from './grade-run.ts';
import { evalReportJson } from './report-json.ts';
import { evalReportJunit } from './report-junit.ts';
import { evalReportText } from './report-text.ts';
import { xmlAttribute, xmlText } from '../lib/xml-text.ts';

function run(caseName: string, model: string, n: number, failures: GradeFailure[] = []): EvalRun {
  return {
    caseName,
    model,
    run: n,
    grade: { passed: failures.length === 0, failures },
    transcript: {
      calls: [{ turn: 1, tool: 'echo', arguments: { message: 'hi' }, outcome: 'ok' }],
      turns: 2,
      finalText: 'Echo: hi',
      errors: [],
    },
    seconds: 0.5,
  };
}

const wrongArgument: GradeFailure = {
  kind: 'call-missing',
  tool: 'echo',
  turn: 1,
  argument: 'message',
  message: 'Turn 1, the call to echo: argument message: expected "hello", got "hi"',
};
const providerDown: GradeFailure = { kind: 'run-error', turn: 1, message: 'The provider could not be reached' };

const results: EvalResults = {
  file: 'cases.yaml',
  models: ['openai-compatible/m1', 'openai-compatible/m2'],
  cases: [
    { name: 'echoes', line: 2 },
    { name: 'says hello', line: 7 },
  ],
  runs: [
    run('echoes', 'openai-compatible/m1', 1),
    run('echoes', 'openai-compatible/m1', 2),
    run('says hello', 'openai-compatible/m1', 1),
    run('says hello', 'openai-compatible/m1', 2, [wrongArgument]),
    run('echoes', 'openai-compatible/m2', 1),
    run('echoes', 'openai-compatible/m2', 2),
    run('says hello', 'openai-compatible/m2', 1, [providerDown]),
    run('says hello', 'openai-compatible/m2', 2),
  ],
  minPassRate: 1,
};

describe('summarize', () => {
  it('gives each case its pass rate per model, and which are below the minimum', () => {
    const summary = summarize(results);
    expect(summary.passed).toBe(false);
    expect(summary.belowMinimum).toBe(2);
    expect(summary.models[0]?.cases.map((c) => [c.name, c.passed, c.runs, c.passRate, c.belowMinimum])).toEqual([
      ['echoes', 2, 2, 1, false],
      ['says hello', 1, 2, 0.5, true],
    ]);
    expect(summary.models[0]?.cases[1]?.failedRuns).toEqual([{ run: 2, failures: [wrongArgument] }]);
  });

  it('meets a lower minimum, a rate written with few digits included', () => {
    expect(summarize({ ...results, minPassRate: 0.5 }).passed).toBe(true);
    const thirds = {
      ...results,
      models: ['m'],
      cases: [{ name: 'c' }],
      runs: [run('c', 'm', 1), run('c', 'm', 2), run('c', 'm', 3, [wrongArgument])],
    };
    expect(summarize({ ...thirds, minPassRate: 2 / 3 }).passed).toBe(true);
    expect(summarize({ ...thirds, minPassRate: 0.67 }).passed).toBe(false);
  });

  it('fails a case that did not run', () => {
    expect(summarize({ ...results, runs: [] }).models[0]?.cases[0]).toMatchObject({
      runs: 0,
      passRate: 0,
      belowMinimum: true,
    });
  });
});

describe('evalReportText', () => {
  it('prints each pass rate per model, and each failed run with its reason', () => {
    expect(evalReportText(results)).toBe(
      [
        'cases.yaml: 2 cases, 2 models, 2 runs each',
        '',
        'openai-compatible/m1: 3/4 runs passed',
        '  PASS  echoes      2/2  100%',
        '  FAIL  says hello  1/2  50%',
        '        run 2: Turn 1, the call to echo: argument message: expected "hello", got "hi"',
        '',
        'openai-compatible/m2: 3/4 runs passed',
        '  PASS  echoes      2/2  100%',
        '  FAIL  says hello  1/2  50%',
        '        run 1: The provider could not be reached',
        '',
        'Below the minimum pass rate of 100%: says hello with openai-compatible/m1 (50%); says hello with openai-compatible/m2 (50%)',
      ].join('\n'),
    );
  });

  it('says when every case met the minimum', () => {
    expect(evalReportText({ ...results, minPassRate: 0.5 })).toMatch(
      /Every case passed at least 50% of its runs with every model\.$/,
    );
  });
});

describe('evalReportJson', () => {
  it('holds the verdict, the rates and every run with its reasons, calls and text', () => {
    const json = JSON.parse(evalReportJson(results));
    expect(json).toMatchObject({ file: 'cases.yaml', minPassRate: 1, passed: false });
    expect(json.models[0].cases[1]).toMatchObject({
      name: 'says hello',
      line: 7,
      runs: 2,
      passed: 1,
      passRate: 0.5,
      belowMinimum: true,
      results: [
        { run: 1, passed: true, failures: [] },
        {
          run: 2,
          passed: false,
          failures: [wrongArgument],
          turns: 2,
          calls: [{ turn: 1, tool: 'echo', arguments: { message: 'hi' } }],
          finalText: 'Echo: hi',
        },
      ],
    });
  });
});

describe('evalReportJunit', () => {
  it('is well-formed, a suite per model and a test case per case and run', () => {
    const root = readXml(evalReportJunit(results));
    expect(root.name).toBe('testsuites');
    expect(root.attributes).toMatchObject({ tests: '8', failures: '1', errors: '1', time: '4.000' });
    expect(
      root.children.map((suite) => [
        suite.attributes.name,
        suite.attributes.tests,
        suite.attributes.failures,
        suite.attributes.errors,
      ]),
    ).toEqual([
      ['openai-compatible/m1', '4', '1', '0'],
      ['openai-compatible/m2', '4', '0', '1'],
    ]);
    const [m1, m2] = root.children;
    expect(m1!.children.map((testCase) => testCase.attributes.name)).toEqual([
      'echoes (run 1)',
      'echoes (run 2)',
      'says hello (run 1)',
      'says hello (run 2)',
    ]);
    const failure = m1!.children[3]!.children[0]!;
    expect(failure.name).toBe('failure');
    expect(failure.attributes).toEqual({ message: wrongArgument.message, type: 'call-missing' });
    expect(failure.text).toContain('turn 1: echo({"message":"hi"}) -> ok');
    expect(failure.text).toContain('last text: Echo: hi');
    const error = m2!.children[2]!.children[0]!;
    expect(error.name).toBe('error');
    expect(error.attributes.message).toBe('The provider could not be reached');
    expect(m1!.children[0]!.children).toEqual([]);
  });

  it('escapes everything: markup, quotes, line breaks in attributes, characters XML cannot hold', () => {
    const nasty = 'a <b> & "c" \'d\' ]]> \u0000\u0007 \uD800 end\nsecond line';
    const hostile: EvalResults = {
      file: '<cases>&.yaml',
      models: ['m"&<'],
      cases: [{ name: nasty }],
      runs: [
        {
          ...run(nasty, 'm"&<', 1, [{ kind: 'text', message: nasty }]),
          transcript: {
            calls: [{ turn: 1, tool: '<x>', arguments: { '&': '</failure>' } }],
            turns: 1,
            finalText: nasty,
            errors: [],
          },
        },
      ],
      minPassRate: 1,
    };
    const root = readXml(evalReportJunit(hostile));
    expect(root.attributes.name).toBe('mcp-loupe eval <cases>&.yaml');
    const testCase = root.children[0]!.children[0]!;
    expect(testCase.attributes.classname).toBe('m"&<');
    const shown = 'a <b> & "c" \'d\' ]]> \\u0000\\u0007 \\ud800 end\nsecond line';
    expect(testCase.attributes.name).toBe(`${shown} (run 1)`);
    expect(testCase.children[0]!.attributes.message).toBe(shown);
    expect(testCase.children[0]!.text).toContain('turn 1: <x>({"&":"</failure>"})');
  });
});

describe('xmlText', () => {
  it('keeps pairs of surrogates (an emoji) and plain text as they are', () => {
    expect(xmlText('plain 🙂 text')).toBe('plain 🙂 text');
    expect(xmlAttribute('a\tb\nc')).toBe('a&#9;b&#10;c');
  });
});

describe('an evaluation stopped before its end', () => {
  const stopped: EvalResults = {
    ...results,
    runs: results.runs.slice(0, 1),
    stopped: 'The provider could not be reached',
  };

  it('says so, and which cases did not run, rather than calling them failed', () => {
    const text = evalReportText(stopped);
    expect(text).toContain('  PASS  echoes      1/1  100%');
    expect(text).toContain('  ----  says hello  not run');
    expect(text.endsWith('Stopped before the end: The provider could not be reached')).toBe(true);
  });

  it('says so in the JSON, which is not a pass', () => {
    expect(JSON.parse(evalReportJson(stopped))).toMatchObject({
      passed: false,
      stopped: 'The provider could not be reached',
    });
  });
});
