import { describe, expect, it } from 'vitest';
import { checkupAsJson, checkupAsText, checkupFailed, checkupTotals } from './checkup-format.ts';
import { countOutcomes, type CheckResult, type CheckupReport } from './checkup-report.ts';

const rule = {
  revision: '2025-11-25',
  section: 'Ping',
  url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/ping',
};
const checks: CheckResult[] = [
  {
    name: 'ping',
    title: 'ping is answered',
    result: 'pass',
    summary: 'Answered with an empty result in 3 ms',
    evidence: {
      text: 'Answered with an empty result in 3 ms',
      frames: [
        { seq: 4, direction: 'out', label: 'ping' },
        { seq: 5, direction: 'in', label: 'ping result' },
      ],
    },
    rule,
    findings: [],
  },
  {
    name: 'unknown-method',
    title: 'An unknown method is answered -32601',
    result: 'fail',
    summary: 'x/y was answered with a result',
    evidence: {
      text: 'Sent x/y; the server said it worked',
      frames: [
        { seq: 6, direction: 'out', label: 'x/y' },
        {
          seq: 7,
          direction: 'in',
          label: 'x/y result',
          findings: [{ rule: 'some-rule', severity: 'error', message: 'something is off' }],
        },
      ],
    },
    rule: { revision: 'JSON-RPC 2.0', section: '5.1 Error object' },
    findings: [
      {
        rule: 'checkup-unknown-method',
        severity: 'error',
        pointer: '',
        source: 'JSON-RPC 2.0 › 5.1 Error object',
        message: 'x/y was answered with a result',
      },
    ],
  },
  {
    name: 'server-discover',
    title: 'server/discover is answered correctly',
    result: 'not-applicable',
    summary: 'Not on 2025-11-25',
    evidence: { text: 'Not on 2025-11-25', frames: [] },
    rule: { revision: '2026-07-28', section: 'server/discover' },
    findings: [],
  },
];

const report = (overrides: Partial<CheckupReport> = {}): CheckupReport => ({
  server: { name: 'demo', version: '1.0.0', protocolVersion: '2025-11-25', era: 'legacy' },
  connection: 2,
  callTools: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 1500,
  checks,
  counts: countOutcomes(checks),
  ...overrides,
});

describe('the checkup as text', () => {
  it('heads with the server and the totals, then one block per check', () => {
    const text = checkupAsText(report());
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Checkup of demo 1.0.0 (2025-11-25), connection 2',
      '1 pass · 0 warnings · 1 fail · 1 not applicable (1.5 s)',
    ]);
    expect(text).toContain(
      'PASS  ping             ping is answered\n      Answered with an empty result in 3 ms\n      rule: 2025-11-25 · Ping · https://',
    );
    expect(text).toContain('N/A   server-discover');
  });

  it('gives a failure its evidence: what was seen, the frames as Log entries, the findings on the server frames', () => {
    const text = checkupAsText(report());
    expect(text).toContain(
      'FAIL  unknown-method   An unknown method is answered -32601\n      x/y was answered with a result\n      Sent x/y; the server said it worked\n      frames: → x/y (entry 7), ← x/y result (entry 8)',
    );
    expect(text).toContain('finding on entry 8: some-rule (error): something is off');
    // A pass does not list its frames.
    expect(text).not.toContain('→ ping (entry 5)');
  });

  it('marks a pass that tells something for information as INFO, counted as a pass', () => {
    const list: CheckResult[] = [
      {
        ...checks[0]!,
        name: 'app-only-tools',
        summary: '1 tool is for apps only',
        findings: [
          {
            rule: 'checkup-app-only-tools',
            severity: 'info',
            pointer: '',
            source: 'MCP Apps 2026-01-26 › Resource Discovery › Visibility',
            message: '1 tool is for apps only',
          },
        ],
      },
    ];
    const text = checkupAsText(report({ checks: list, counts: countOutcomes(list) }));
    expect(text).toContain('INFO  app-only-tools  ping is answered\n      1 tool is for apps only');
    expect(text).toContain('1 pass · 0 warnings');
  });

  it('says when the checkup stopped early', () => {
    expect(checkupAsText(report({ stopped: 'The connection ended' }))).toContain(
      'Stopped before the end: The connection ended',
    );
  });
});

describe('the checkup as JSON', () => {
  it('is the report with its format named, frames as log seqs', () => {
    const parsed = JSON.parse(checkupAsJson(report()));
    expect(parsed).toMatchObject({
      format: 'mcp-loupe-checkup',
      version: 1,
      connection: 2,
      counts: { pass: 1, fail: 1, warning: 0, 'not-applicable': 1 },
    });
    expect(parsed.checks[1].evidence.frames[1]).toEqual({
      seq: 7,
      direction: 'in',
      label: 'x/y result',
      findings: [{ rule: 'some-rule', severity: 'error', message: 'something is off' }],
    });
  });
});

describe('the exit decision', () => {
  const warningOnly = (() => {
    const list: CheckResult[] = [{ ...checks[0]!, result: 'warning' }];
    return report({ checks: list, counts: countOutcomes(list) });
  })();

  it('fails on a failure only under strict; never on warnings', () => {
    expect(checkupFailed(report(), { strict: true })).toBe(true);
    expect(checkupFailed(report(), { strict: false })).toBe(false);
    expect(checkupFailed(warningOnly, { strict: true })).toBe(false);
  });

  it("does not fail for a check the checkup's own probe could not run", () => {
    const list: CheckResult[] = checks.map((check) => ({
      ...check,
      findings: check.findings.map((finding) => ({ ...finding, cause: 'probe' as const })),
    }));
    expect(checkupFailed(report({ checks: list, counts: countOutcomes(list) }), { strict: true })).toBe(false);
  });

  it('fails a checkup that stopped before its end, strict or not', () => {
    expect(
      checkupFailed(report({ checks: [], counts: countOutcomes([]), stopped: 'Not connected' }), { strict: false }),
    ).toBe(true);
  });

  it('totals in one line', () => {
    expect(checkupTotals(warningOnly)).toBe('0 pass · 1 warning · 0 fail · 0 not applicable');
  });
});
