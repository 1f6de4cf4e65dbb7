import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkupFailed } from '../shared/checkup/checkup-format.ts';
import type { CheckupReport } from '../shared/checkup/checkup-report.ts';
import { secondConnectionOpener } from '../shared/checkup/fresh-connection.ts';
import { runCheckup } from '../shared/checkup/run-checkup.ts';
import { findingMessages, flags, isServersFault, type Finding } from '../shared/diagnose/finding.ts';
import { shownResultFindings } from '../shared/result-read/shown-findings.ts';
import { flaggedResultFindings, type CallOutcome } from '../shared/session/call-outcome.ts';
import { McpSession, type StdioTarget } from '../shared/session/mcp-session.ts';
import { runToolCall, toolCallSession } from '../shared/tool-call/run-tool-call.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { runMcpLoupe } from './test-kit/run-mcp-loupe.ts';
import type { ReportedFinding } from './cli/cli-report.ts';
import { EXIT } from './cli/exit-codes.ts';
import { startInspector, type RunningInspector } from './start-inspector.ts';
import { everythingTarget, fixtureTarget } from './test-kit/test-targets.ts';

// The same scripted servers judged by the page's core (the session over the real proxy's bridge, the shared tool-call
// runner and checkup, as the page's hooks run them) and by the real `mcp-loupe --cli` process: the same findings, the
// same verdicts, and --strict's exit code exactly when the server broke a rule; and for a result (a tool's, a resource's
// contents, a prompt's messages) or a list, what the page lists as wrong with it is what the command line reports.
// Real processes; nothing is mocked.
vi.setConfig({ testTimeout: 90_000 });
let inspector: RunningInspector;
let bridgeUrl: string;

beforeAll(async () => {
  inspector = await startInspector({ port: 0, staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')) });
  bridgeUrl = `ws://127.0.0.1:${inspector.port}/bridge?token=${inspector.token}`;
});
afterAll(() => inspector.close());

async function pageSession<T>(target: StdioTarget, run: (session: McpSession) => Promise<T>): Promise<T> {
  const session = new McpSession({ log: new WireLog(() => {}), bridgeUrl, probeTimeoutMs: 3000 });
  await session.connect(target);
  expect(session.state.getSnapshot().reason ?? 'connected').toBe('connected');
  try {
    return await run(session);
  } finally {
    await session.disconnect();
  }
}

/** The command line's own arguments for a stdio target: its environment, then the command. */
const cliTarget = (target: StdioTarget): string[] => [
  ...Object.entries(target.env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
  '--',
  target.command,
  ...target.args,
];

/** What the page lists as wrong with a result, beside it: the sentences of the Result's (or the contents', the messages') problem list. */
const pageShows = (method: string, outcome: CallOutcome): string[] | undefined =>
  outcome.kind === 'result'
    ? shownResultFindings(method, outcome.result, flaggedResultFindings(outcome)).map((finding) => finding.message)
    : undefined;

/** The JSON report of one `--method`, and its exit code. */
async function cliMethod(target: StdioTarget, args: string[]) {
  const cli = await runMcpLoupe(['--cli', '--method', ...args, ...cliTarget(target)]);
  const report = JSON.parse(cli.stdout) as {
    result?: unknown;
    problems?: string[];
    pages?: number;
    findings: ReportedFinding[];
    exitCode: number;
  };
  return { report, code: cli.code, stderr: cli.stderr };
}

/** What the server broke, by rule: errors and warnings of the server's doing, on what the server sent. */
const brokenRules = (findings: ReadonlyArray<Finding & { direction?: string }>): string[] =>
  [
    ...new Set(
      findings
        .filter((finding) => flags(finding) && isServersFault(finding) && finding.direction !== 'out')
        .map((finding) => finding.rule),
    ),
  ].sort();

/** The exit code --strict owes a tool call's outcome, as the page judged it. */
function strictCodeOf(outcome: CallOutcome): number {
  if (outcome.kind !== 'result')
    return outcome.kind === 'cancelled'
      ? EXIT.interrupted
      : outcome.code !== undefined
        ? EXIT.jsonRpcError
        : EXIT.failed;
  if ((outcome.result as { isError?: unknown }).isError === true) return EXIT.toolError;
  return brokenRules(outcome.findings ?? []).length ? EXIT.finding : EXIT.ok;
}

describe('a tool call, in the page and on the command line', () => {
  const breaker = fixtureTarget('result-breaker');
  const calls: Array<[tool: string, broken: string[], code: number]> = [
    ['fine', [], EXIT.ok],
    ['weather', ['output-schema-mismatch'], EXIT.finding],
    ['no-structured', ['structured-content-missing'], EXIT.finding],
    ['bad-block', ['result-schema'], EXIT.finding],
    ['failing', [], EXIT.toolError],
  ];

  it.each(calls)('%s: the same findings and the same --strict exit code', async (tool, broken, code) => {
    // The page lists the tools first (its Tools tab), then calls one with its listed entry.
    const page = await pageSession(breaker, async (session) => {
      const listed = await session.listAll<{ name: string }>('tools/list', 'tools');
      return (
        await runToolCall(toolCallSession(session), {
          name: tool,
          label: tool,
          arguments: {},
          tool: listed.items.find((item) => item.name === tool),
        })
      ).outcome;
    });
    const cli = await runMcpLoupe([
      '--cli',
      '--strict',
      '--method',
      'tools/call',
      '--tool',
      tool,
      ...cliTarget(breaker),
    ]);
    const report = JSON.parse(cli.stdout) as { findings: ReportedFinding[]; problems?: string[]; exitCode: number };
    const onCall = report.findings.filter((finding) => finding.method === 'tools/call');

    expect(brokenRules(page.kind === 'cancelled' ? [] : (page.findings ?? []))).toEqual(broken);
    expect(brokenRules(onCall)).toEqual(broken);
    expect(report.problems).toEqual(pageShows('tools/call', page));
    expect(strictCodeOf(page)).toBe(code);
    expect(cli.code, cli.stderr).toBe(code);
    expect(report.exitCode).toBe(code);
  });

  it('without --strict, a broken result is still shown and exits 0', async () => {
    const cli = await runMcpLoupe(['--cli', '--method', 'tools/call', '--tool', 'weather', ...cliTarget(breaker)]);
    expect(cli.code).toBe(EXIT.ok);
    expect(JSON.parse(cli.stdout).result.structuredContent).toEqual({ temperature: 'hot' });
  });
});

describe('what the page shows of a result, and the command line reports', () => {
  const malformed = fixtureTarget('malformed-data');
  const cases: Array<[what: string, method: string, params: Record<string, unknown>, cliArgs: string[]]> = [
    [
      'a tool result with broken blocks',
      'tools/call',
      { name: 'broken-result', arguments: {} },
      ['tools/call', '--tool', 'broken-result'],
    ],
    [
      'a tool result whose content is null',
      'tools/call',
      { name: 'null-content', arguments: {} },
      ['tools/call', '--tool', 'null-content'],
    ],
    [
      'resource contents of the wrong shapes',
      'resources/read',
      { uri: 'demo://odd' },
      ['resources/read', '--uri', 'demo://odd'],
    ],
    [
      'prompt messages of every kind, some broken',
      'prompts/get',
      { name: 'mixed', arguments: { topic: 'x' } },
      ['prompts/get', '--prompt', 'mixed', '--arg', 'topic=x'],
    ],
    [
      'a prompt whose messages are not an array',
      'prompts/get',
      { name: 'broken', arguments: {} },
      ['prompts/get', '--prompt', 'broken'],
    ],
  ];

  it.each(cases)('%s: the same problems, the same findings', async (_what, method, params, cliArgs) => {
    const page = await pageSession(malformed, async (session) =>
      method === 'tools/call'
        ? (
            await runToolCall(toolCallSession(session), {
              name: params.name,
              arguments: {},
              tool: (
                await session.listAll<{ name: unknown }>('tools/list', 'tools')
              ).items.find((item) => item.name === params.name),
            })
          ).outcome
        : session.request(method, params),
    );
    const shown = pageShows(method, page);
    // The page has something to show: a list of what is wrong, with the reader's plain sentences in it.
    expect(shown?.length).toBeGreaterThan(0);
    const { report } = await cliMethod(malformed, cliArgs);
    expect(report.problems).toEqual(shown);
    expect(brokenRules(report.findings.filter((finding) => finding.method === method))).toEqual(
      brokenRules(page.kind === 'cancelled' ? [] : (page.findings ?? [])),
    );
  });

  const lists: Array<[method: string, key: string]> = [
    ['tools/list', 'tools'],
    ['resources/list', 'resources'],
    ['resources/templates/list', 'resourceTemplates'],
    ['prompts/list', 'prompts'],
  ];

  it.each(lists)('%s: the same items, the same list problems, the same findings', async (method, key) => {
    const page = await pageSession(malformed, (session) => session.listAll<unknown>(method, key));
    const { report } = await cliMethod(malformed, [method]);
    expect(report.result).toEqual({ [key]: page.items });
    expect(report.pages).toBe(page.pages);
    expect(report.problems).toEqual(findingMessages(page.resultFindings));
    expect(brokenRules(report.findings.filter((finding) => finding.method === method))).toEqual(
      brokenRules(page.findings),
    );
  });
});

describe('the checkup, in the page and on the command line', () => {
  const servers: Array<[name: string, target: StdioTarget]> = [
    ['server-everything', everythingTarget],
    ['checkup-broken', fixtureTarget('checkup-broken')],
    [
      'a 2024-11-05 server without resources/templates/list',
      { ...fixtureTarget('result-breaker'), env: { PROTOCOL: '2024-11-05' } },
    ],
  ];

  /** Each check: its name, its result, and the rules of its findings. */
  const verdicts = (report: CheckupReport) =>
    report.checks.map((check) => [
      check.name,
      check.result,
      check.findings.map((finding) => `${finding.rule}${finding.cause ? ` (${finding.cause})` : ''}`),
    ]);

  it.each(servers)('%s: the same verdicts, findings and --strict exit code', async (_name, target) => {
    const page = await pageSession(target, (session) =>
      runCheckup(session, { openConnection: secondConnectionOpener(session, { bridgeUrl }) }),
    );
    const cli = await runMcpLoupe(['--cli', 'check', '--strict', ...cliTarget(target)]);
    const report = JSON.parse(cli.stdout) as CheckupReport;
    expect(verdicts(report)).toEqual(verdicts(page));
    expect(cli.code, cli.stderr).toBe(checkupFailed(page, { strict: true }) ? EXIT.finding : EXIT.ok);
  });

  it('runs the version check over stdio on both sides, and cites Resources › Resource Templates, for information, for a missing templates list', async () => {
    const target: StdioTarget = { ...fixtureTarget('result-breaker'), env: { PROTOCOL: '2024-11-05' } };
    const report = JSON.parse((await runMcpLoupe(['--cli', 'check', ...cliTarget(target)])).stdout) as CheckupReport;
    const check = (name: string) => report.checks.find((item) => item.name === name)!;
    expect(check('unsupported-version')).toMatchObject({
      result: 'pass',
      summary: 'Offered 1999-01-01, the server answered with 2024-11-05, a revision it supports',
    });
    expect(check('capability-resources')).toMatchObject({
      result: 'pass',
      rule: { revision: '2024-11-05', section: 'Resources › Resource Templates' },
    });
    expect(check('capability-resources').findings).toEqual([
      expect.objectContaining({
        rule: 'checkup-capability-resources',
        severity: 'info',
        source: '2024-11-05 › Resources › Resource Templates',
      }),
    ]);
    // tools/call is judged by the Tools page, resources/read by JSON-RPC itself: never by Prompts.
    expect(check('invalid-params').rule).toMatchObject({
      revision: '2024-11-05 · JSON-RPC 2.0',
      section: 'Tools › Error Handling (2024-11-05); 5.1 Error object: -32602 Invalid params (JSON-RPC 2.0)',
    });
  });
});
