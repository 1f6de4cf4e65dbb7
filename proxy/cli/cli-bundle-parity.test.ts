import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliBundle, CLI_ENTRY } from '../../scripts/build-cli.ts';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// The bundle `mcp-loupe --cli` starts from (scripts/build-cli.ts) says and
// does what the sources say and do: the same report, the same lines on
// stderr, the same exit code. Built into a directory of its own under dist/,
// so that a bundle in dist/cli is left alone.

const fixture = (name: string) => fileURLToPath(new URL(`../../e2e/fixtures/${name}.mjs`, import.meta.url));
const outDir = fileURLToPath(new URL(`../../dist/cli-parity-${process.pid}/`, import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function fromBundle(args: string[]): Promise<Run> {
  const entry = pathToFileURL(`${outDir}${CLI_ENTRY}`).href;
  const code = `const { startCli } = await import(${JSON.stringify(entry)}); await startCli(${JSON.stringify(args)});`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, CI: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
  });
}

const fromSources = (args: string[]) => runMcpLoupe(['--cli', ...args], { MCP_LOUPE_CLI_FROM: 'sources' });

/** Timings differ from run to run; everything else must not. */
const steady = (run: Run): Run => ({
  ...run,
  stdout: run.stdout.replace(/("durationMs": )\d+/g, '$1N').replace(/\b\d+ ms\b/g, 'N ms'),
});

beforeAll(async () => {
  await buildCliBundle(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the CLI bundle and the sources', () => {
  // Each with the exit code it must end with, so that two runs failing alike for another reason do not pass.
  const cases: Array<[string, string[], number]> = [
    ['tools/list', ['--method', 'tools/list', '--', process.execPath, fixture('empty-lists')], EXIT.ok],
    [
      'tools/call in text',
      [
        '--format',
        'text',
        '--method',
        'tools/call',
        '--tool',
        'echo',
        '--arg',
        'message=hi',
        '--',
        process.execPath,
        fixture('empty-lists'),
      ],
      EXIT.ok,
    ],
    [
      'a server that breaks rules, --strict',
      ['--strict', '--method', 'tools/list', '--', process.execPath, fixture('rule-breaker')],
      EXIT.finding,
    ],
    ['a command that cannot start', ['--method', 'tools/list', '--', '/nonexistent/mcp-server'], EXIT.connection],
    ['a usage error', ['--method', 'tools/nonsense', '--', process.execPath, fixture('empty-lists')], EXIT.usage],
    ['--help', ['--help'], EXIT.ok],
    ['--version', ['--version'], EXIT.ok],
  ];
  it.each(cases)(
    '%s',
    async (_name, args, exitCode) => {
      const [bundled, sources] = await Promise.all([fromBundle(args), fromSources(args)]);
      expect(sources.code).toBe(exitCode);
      expect(steady(bundled)).toEqual(steady(sources));
    },
    60_000,
  );
});
