import { describe, expect, it } from 'vitest';
import { makeCheck, type CheckSpec } from './make-check.ts';
import { byProbe, forInformation, verdict } from './verdict.ts';

const spec: CheckSpec = { name: 'ping', title: 'ping is answered', rule: { revision: '2025-11-25', section: 'Ping' } };
const flagged = [
  {
    seq: 1,
    direction: 'out' as const,
    label: 'ping',
    findings: [{ rule: 'out-rule', severity: 'error' as const, message: 'ours' }],
  },
  {
    seq: 2,
    direction: 'in' as const,
    label: 'ping result',
    findings: [
      { rule: 'jsonrpc-version', severity: 'error' as const, message: '"jsonrpc" must be "2.0"' },
      { rule: 'hint', severity: 'info' as const, message: 'fyi' },
    ],
  },
];

describe('a check from its verdict', () => {
  it('keeps the verdict and its frames', () => {
    expect(makeCheck(spec, verdict('pass', 'fine'), [])).toEqual({
      ...spec,
      result: 'pass',
      summary: 'fine',
      evidence: { text: 'fine', frames: [] },
      findings: [],
    });
  });

  it("makes a failure a finding: the check as its rule, the rule's revision and section as its source, and the summary is its message", () => {
    const check = makeCheck(spec, verdict('fail', 'ping was answered -32601'));
    expect(check.findings).toEqual([
      {
        rule: 'checkup-ping',
        severity: 'error',
        pointer: '',
        source: '2025-11-25 › Ping',
        message: 'ping was answered -32601',
      },
    ]);
    expect(check.summary).toBe(check.findings[0]!.message);
    expect(makeCheck(spec, byProbe(verdict('fail', 'could not ask'))).findings[0]!.cause).toBe('probe');
  });

  it("makes a pass's information an info finding, its message the summary, the result still a pass", () => {
    const check = makeCheck(spec, forInformation('2 tools are app-only'));
    expect(check.result).toBe('pass');
    expect(check.summary).toBe('2 tools are app-only');
    expect(check.findings).toEqual([
      {
        rule: 'checkup-ping',
        severity: 'info',
        pointer: '',
        source: '2025-11-25 › Ping',
        message: '2 tools are app-only',
      },
    ]);
  });

  it("does not fold findings the inspector's own probe caused", () => {
    const probe = [
      {
        seq: 2,
        direction: 'in' as const,
        label: 'ping result',
        findings: [{ rule: 'x', severity: 'error' as const, message: 'ours', cause: 'probe' as const }],
      },
    ];
    expect(makeCheck(spec, verdict('pass', 'fine'), probe).result).toBe('pass');
  });

  it("turns a pass into a warning when the server's frames break rules (its errors only)", () => {
    const check = makeCheck(spec, verdict('pass', 'fine'), flagged);
    expect(check.result).toBe('warning');
    expect(check.summary).toBe("fine; but the server's answer breaks rules: jsonrpc-version");
  });

  it('leaves checks that provoke the server alone', () => {
    expect(makeCheck({ ...spec, foldFindings: false }, verdict('pass', 'fine'), flagged).result).toBe('pass');
  });
});
