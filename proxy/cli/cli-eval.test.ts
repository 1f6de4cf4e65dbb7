import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ScriptedProvider, type ScriptedReply, start } from '../../e2e/fixtures/model/scripted-provider.mjs';
import { echoCall, MINIMAL_CASES_JSON } from '../../e2e/fixtures/model/eval-cases.ts';
import { readXml, type XmlElement } from '../../shared/test-kit/xml-tree.ts';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli eval`, a process of its own, against server-everything over stdio, with the model a
// scripted provider on 127.0.0.1 (OpenAI's chat completions protocol) scripted to call server-everything's echo.
const everything = [
  '--',
  process.execPath,
  fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];
const scratch = mkdtempSync(join(tmpdir(), 'loupe-eval-'));
vi.setConfig({ testTimeout: 120_000 });

let provider: ScriptedProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

function file(name: string, text: string): string {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

async function evaluate(cases: string, script: ScriptedReply[], more: string[] = [], env: Record<string, string> = {}) {
  provider = await start({ script });
  const model = ['--llm-provider', 'openai-compatible', '--llm-base-url', provider.baseUrl, '--llm-model', 'scripted'];
  return runMcpLoupe(['--cli', 'eval', cases, ...model, ...more, ...everything], env);
}

const FAILING_YAML = `# yaml-language-server: $schema=../shared/evals/case-file.schema.json
cases:
  - name: wrong tool
    prompt: Please echo something.
    expect:
      calls:
        - tool: echo
  - name: wrong argument
    prompt: Echo the word hello.
    expect:
      calls:
        - tool: echo
          arguments:
            message: { regex: "^hello$" }
`;

const testCases = (suite: XmlElement) => suite.children.filter((child) => child.name === 'testcase');

describe('mcp-loupe --cli eval', () => {
  it('passes the minimal case file in JSON: exit 0, the pass rate, a JUnit report and JSON results', async () => {
    const junit = join(scratch, 'pass.xml');
    const json = join(scratch, 'pass.json');
    const run = await evaluate(
      file('minimal.json', MINIMAL_CASES_JSON),
      [echoCall('hi'), { text: 'Echoed.' }],
      ['--junit', junit, '--json', json],
    );
    expect(run.stderr).toContain('eval [1/1] echoes, run 1');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toMatch(/PASS {2}echoes {2}1\/1 {2}100%/);
    expect(run.stdout).toContain('Every case passed at least 100% of its runs with every model.');
    // The model was offered server-everything's tools, as listed.
    const offered = provider!.requests[0]!.body.tools.map((tool: { function: { name: string } }) => tool.function.name);
    expect(offered).toContain('echo');

    const root = readXml(readFileSync(junit, 'utf8'));
    expect(root.attributes).toMatchObject({ tests: '1', failures: '0', errors: '0' });
    expect(testCases(root.children[0]!).map((testCase) => [testCase.attributes.name, testCase.children])).toEqual([
      ['echoes (run 1)', []],
    ]);
    const results = JSON.parse(readFileSync(json, 'utf8'));
    expect(results).toMatchObject({ passed: true, minPassRate: 1 });
    expect(results.models[0].cases[0].results[0]).toMatchObject({
      passed: true,
      calls: [{ turn: 1, tool: 'echo', arguments: { message: 'hi' }, outcome: 'ok' }],
      finalText: 'Echoed.',
    });
  });

  it('fails a YAML file with the wrong tool and the wrong argument: exit 8, each reason, JUnit failures', async () => {
    const junit = join(scratch, 'fail.xml');
    const run = await evaluate(
      file('failing.yaml', FAILING_YAML),
      [
        { toolCalls: [{ name: 'get-sum', arguments: { a: 1, b: 2 } }] },
        { text: '3' },
        echoCall('goodbye'),
        { text: 'ok' },
      ],
      ['--junit', junit],
    );
    expect(run.code).toBe(EXIT.belowPassRate);
    expect(run.stdout).toContain('FAIL  wrong tool');
    expect(run.stdout).toContain('run 1: Expected a call to echo: the model called get-sum (turn 1)');
    expect(run.stdout).toContain(
      'run 1: Turn 1, the call to echo: argument message: expected text matching /^hello$/, got "goodbye"',
    );
    expect(run.stdout).toMatch(/Below the minimum pass rate of 100%: wrong tool with .*; wrong argument with/);

    const root = readXml(readFileSync(junit, 'utf8'));
    expect(root.attributes).toMatchObject({ tests: '2', failures: '2', errors: '0' });
    const failures = testCases(root.children[0]!).map((testCase) => testCase.children[0]!);
    expect(failures.map((failure) => [failure.name, failure.attributes.type, failure.attributes.message])).toEqual([
      ['failure', 'call-missing', 'Expected a call to echo: the model called get-sum (turn 1)'],
      [
        'failure',
        'call-missing',
        'Turn 1, the call to echo: argument message: expected text matching /^hello$/, got "goodbye"',
      ],
    ]);
    expect(failures[1]!.text).toContain('turn 1: echo({"message":"goodbye"}) -> ok');
  });

  it('meets a lower --min-pass-rate over --runs: exit 0 with 1 of 2 runs passing', async () => {
    const run = await evaluate(
      file('twice.json', MINIMAL_CASES_JSON),
      [echoCall('a'), { text: 'x' }, { text: 'no call' }],
      ['--runs', '2', '--min-pass-rate', '50%'],
    );
    expect(run.stdout).toMatch(/FAIL {2}echoes {2}1\/2 {2}50%/);
    expect(run.stdout).toContain('run 2: Expected a call to echo: the model made no tool call');
    expect(run.code).toBe(EXIT.ok);
  });

  it('refuses a bad case file with each problem at its line and column, before any server or model', async () => {
    const bad = file(
      'bad.yaml',
      'cases:\n  - name: a\n    prompt: p\n    expect:\n      notcalled: [echo]\n  - name: b\n    expect: { calls: [echo] }\n',
    );
    const run = await runMcpLoupe(['--cli', 'eval', bad, ...everything]);
    expect(run.code).toBe(EXIT.caseFile);
    expect(run.stderr).toContain('the case file cannot be used (2 problems)');
    expect(run.stderr).toContain(`${bad}:5:7: Unknown field "notcalled"`);
    expect(run.stderr).toContain('(did you mean notCalled?)');
    expect(run.stderr).toContain(`${bad}:6:5: case 2 needs "prompt" (or "conversation")`);
  });

  it('says there is no model to run with: exit 10', async () => {
    const run = await runMcpLoupe(['--cli', 'eval', file('nomodel.json', MINIMAL_CASES_JSON), ...everything]);
    expect(run.code).toBe(EXIT.noModel);
    expect(run.stderr).toContain('No model to run the cases with');
  });

  it('stops at a provider that cannot be reached, naming it: exit 11', async () => {
    const run = await runMcpLoupe([
      '--cli',
      'eval',
      file('unreachable.json', MINIMAL_CASES_JSON),
      '--llm-base-url',
      'http://127.0.0.1:9/v1',
      '--llm-model',
      'nowhere',
      ...everything,
    ]);
    expect(run.code).toBe(EXIT.provider);
    expect(run.stderr).toMatch(/stopped: the model's provider could not be used: .*127\.0\.0\.1:9/);
    expect(run.stdout).toMatch(/FAIL {2}echoes {2}0\/1 {2}0%\n[^\n]*run 1: .*127\.0\.0\.1:9/);
    expect(run.stdout).toMatch(/Stopped before the end: .*127\.0\.0\.1:9/);
  });
});
