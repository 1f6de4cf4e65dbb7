import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli run`, a process of its own, against server-everything over stdio: a collection that
// meets every expectation, one that does not, a file that cannot be used and a variable without a value.
const everything = [
  '--',
  process.execPath,
  fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];
const scratch = mkdtempSync(join(tmpdir(), 'loupe-run-'));
const at = (name: string) => join(scratch, name);
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function file(name: string, value: unknown): string {
  writeFileSync(at(name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return at(name);
}

const passing = {
  name: 'everything smoke',
  variables: { greeting: 'hello' },
  calls: [
    {
      name: 'echo greets',
      tool: 'echo',
      arguments: { message: '{{greeting}}, {{who}}' },
      expect: { match: { content: [{ type: 'text', text: 'Echo: hello, Ada' }] } },
    },
    {
      name: 'sum',
      tool: 'get-sum',
      arguments: { a: 2, b: 3 },
      expect: { schema: { type: 'object', required: ['content'] } },
    },
    { name: 'simple prompt', prompt: 'simple-prompt', expect: { match: { messages: [{ role: 'user' }] } } },
    { name: 'architecture doc', resource: 'demo://resource/static/document/architecture.md' },
    { name: 'raw ping', request: 'ping' },
    { name: 'no such tool', tool: 'no-such-tool', expect: { error: true } },
  ],
};

describe('mcp-loupe --cli run', () => {
  it('runs every kind of call, prints each with ✓, exits 0 and writes JUnit', async () => {
    const run = await runMcpLoupe([
      '--cli',
      'run',
      file('pass.json', passing),
      '--var',
      'who=Ada',
      '--junit',
      at('pass.xml'),
      ...everything,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    for (const call of passing.calls) expect(run.stdout).toContain(`✓ ${call.name}`);
    expect(run.stdout).toContain('6 of 6 calls met their expectations');
    const junit = readFileSync(at('pass.xml'), 'utf8');
    expect(junit).toContain(
      '<testsuites name="mcp-loupe collection everything smoke" tests="6" failures="0" errors="0"',
    );
    expect(junit).toContain('<testcase classname="everything smoke" name="echo greets"');
    expect(junit).not.toContain('<failure');
  });

  it('says why a call did not meet its expectation, exits 40, and JUnit has the failure', async () => {
    const failing = {
      name: 'failing',
      calls: [
        {
          name: 'echo',
          tool: 'echo',
          arguments: { message: 'bye' },
          expect: { match: { content: [{ text: 'Echo: hi' }] } },
        },
        { name: 'bad sum', tool: 'get-sum', arguments: { a: 'x' } },
        { name: 'ping', request: 'ping' },
      ],
    };
    const run = await runMcpLoupe([
      '--cli',
      'run',
      file('fail.json', failing),
      '--junit',
      at('fail.xml'),
      ...everything,
    ]);
    expect(run.code, run.stderr).toBe(EXIT.collectionNotMet);
    expect(run.stdout).toContain('✗ echo  tools/call echo');
    expect(run.stdout).toContain('result.content[0].text: expected "Echo: hi", got "Echo: bye"');
    expect(run.stdout).toMatch(
      /✗ bad sum {2}tools\/call get-sum.*\n {4}The (tool answered with isError: true|server answered with error)/,
    );
    expect(run.stdout).toContain('✓ ping');
    expect(run.stdout).toContain('1 of 3 calls met their expectations');
    const junit = readFileSync(at('fail.xml'), 'utf8');
    expect(junit).toContain('tests="3" failures="2" errors="0"');
    expect(junit).toContain(
      '<failure message="result.content[0].text: expected &quot;Echo: hi&quot;, got &quot;Echo: bye&quot;" type="expectation">',
    );
  });

  it('refuses a file that cannot be used, each problem at its line, before any server starts: 41', async () => {
    const path = file(
      'broken.json',
      '{\n  "name": "x",\n  "calls": [\n    { "name": "a", "tool": "echo", "expects": {} }\n  ]\n}',
    );
    // A server that cannot start: the run must stop before it is tried.
    const run = await runMcpLoupe(['--cli', 'run', path, '--', join(scratch, 'no-such-server')]);
    expect(run.code).toBe(EXIT.collectionFile);
    expect(run.stderr).toContain('cannot be used as a collection (no server was started)');
    expect(run.stderr).toContain(`${path}:4:36: "expects" is not a field of a call`);
  });

  it('refuses a variable without a value, naming it, and takes it from the environment only under --env-vars: 42', async () => {
    const path = file('vars.json', {
      name: 'vars',
      calls: [
        {
          name: 'echo',
          tool: 'echo',
          arguments: { message: '{{LOUPE_TEST_WORD}}' },
          expect: { match: { content: [{ text: 'Echo: from-env' }] } },
        },
      ],
    });
    const env = { LOUPE_TEST_WORD: 'from-env' };
    const refused = await runMcpLoupe(['--cli', 'run', path, ...everything], env);
    expect(refused.code).toBe(EXIT.collectionVariables);
    expect(refused.stderr).toContain('no value for {{LOUPE_TEST_WORD}} (no server was started)');
    expect(refused.stderr).toContain('--var LOUPE_TEST_WORD=VALUE, or --env-vars');
    const taken = await runMcpLoupe(['--cli', 'run', path, '--env-vars', ...everything], env);
    expect(taken.code, taken.stderr).toBe(EXIT.ok);
    expect(taken.stderr).toContain('from the environment (--env-vars): LOUPE_TEST_WORD');
  });
});
