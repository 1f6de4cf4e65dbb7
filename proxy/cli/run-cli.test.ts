import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everythingTarget } from '../test-kit/test-targets.ts';
import { EXIT } from './exit-codes.ts';
import { runCli, type CliDeps } from './run-cli.ts';

const everything = ['--', everythingTarget.command, ...everythingTarget.args];

function harness(overrides: Partial<CliDeps> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const opened: unknown[] = [];
  const deps: Partial<CliDeps> = {
    env: {},
    cwd: tmpdir(),
    out: (text) => out.push(text),
    err: (line) => err.push(line),
    onInterrupt: () => () => {},
    exit: () => {},
    // Refusals come before any server starts: a test that reaches a server says so itself.
    openSession: async (settings) => {
      opened.push(settings);
      throw new Error('no server in this test');
    },
    ...overrides,
  };
  return { deps, out, err, opened };
}

describe('runCli', () => {
  it('prints its usage and the version without a server', async () => {
    const help = harness();
    expect(await runCli(['--help'], help.deps)).toBe(EXIT.ok);
    expect(help.out[0]).toMatch(/^Usage: mcp-loupe --cli \[options\] URL/);
    expect(help.out[0]).toContain('Exit codes: 0 ok, 1 other failure, 2 usage, 3 connection failed, 4 JSON-RPC');
    expect(help.out[0]).toContain('mcp-loupe --cli check [options]');
    expect(help.out[0]).toContain('see mcp-loupe --cli check --help');
    const checkHelp = harness();
    expect(await runCli(['check', '--help'], checkHelp.deps)).toBe(EXIT.ok);
    expect(checkHelp.out[0]).toMatch(/^Usage: mcp-loupe --cli check \[options\] URL/);
    expect(checkHelp.out[0]).toContain('What it checks');
    expect(checkHelp.out[0]).toContain('--strict                exit 6 when a check failed');
    expect(checkHelp.out[0]).toContain('Exit codes: 0 the checkup ran to its end');
    expect(checkHelp.out[0]).not.toContain('--method M');
    const version = harness();
    expect(await runCli(['--version'], version.deps)).toBe(EXIT.ok);
    expect(version.out[0]).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    [['--method', 'nope', 'https://example.com/mcp'], '--method "nope": expected one of'],
    [['--config', 'no-such-claude.json', '--server', 'files'], '--config "no-such-claude.json": no such file'],
    [
      [
        '--grant',
        'client-credentials',
        '--client-id',
        'svc',
        '--private-key',
        '/no/such/key.pem',
        'https://example.com/mcp',
      ],
      '--private-key "/no/such/key.pem": no such file',
    ],
    [['--cwd', 'no-such-dir', '--', 'srv'], '--cwd "no-such-dir": no such directory'],
    [
      ['--sampling', '/no/such/reply.json', 'https://example.com/mcp'],
      '--sampling "/no/such/reply.json": no such file',
    ],
  ])('refuses %j as a usage error (2) before starting anything', async (argv, message) => {
    const h = harness();
    expect(await runCli(argv, h.deps)).toBe(EXIT.usage);
    expect(h.err[0]).toContain(`mcp-loupe: ${message}`);
    expect(h.err[1]).toBe('Run `mcp-loupe --cli --help` for usage.');
    expect(h.out).toEqual([]);
    expect(h.opened).toEqual([]);
  });

  it('makes --cwd absolute from where it was run', async () => {
    const h = harness();
    await runCli(['--cwd', '.', ...everything], h.deps);
    expect(h.opened).toEqual([expect.objectContaining({ target: expect.objectContaining({ cwd: tmpdir() }) })]);
  });

  it('says why it could not connect (3), on stderr and in the report', async () => {
    const h = harness();
    expect(await runCli(['--format', 'json', 'https://example.com/mcp'], h.deps)).toBe(EXIT.connection);
    expect(h.err).toEqual(['mcp-loupe: no server in this test']);
    expect(JSON.parse(h.out[0]!)).toMatchObject({
      method: 'initialize',
      connectionFailure: 'no server in this test',
      exitCode: EXIT.connection,
    });
    const text = harness();
    await runCli(['--format', 'text', 'https://example.com/mcp'], text.deps);
    // In text, the failure is on stderr alone.
    expect(text.out).toEqual([]);
  });

  it('exits 1 when the log cannot be written, after printing the answer', async () => {
    const h = harness();
    // A real server this time.
    delete h.deps.openSession;
    const log = join(mkdtempSync(join(tmpdir(), 'loupe-log-')), 'missing-dir', 'run.jsonl');
    expect(await runCli(['--method', 'ping', '--log', log, ...everything], h.deps)).toBe(EXIT.failed);
    expect(JSON.parse(h.out[0]!)).toMatchObject({ method: 'ping', result: {}, exitCode: EXIT.ok });
    expect(h.err.at(-1)).toMatch(/^mcp-loupe: --log ".*run\.jsonl": ENOENT/);
  });
});
