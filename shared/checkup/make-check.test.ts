import { describe, expect, it } from 'vitest';
import { makeCheck } from './make-check.ts';
import { verdict } from './verdict.ts';

const spec = { name: 'ping', title: 'ping is answered', rule: { revision: '2025-11-25', section: 'Ping' } };
const flagged = [
  { seq: 1, direction: 'out' as const, label: 'ping', findings: [{ rule: 'out-rule', severity: 'error' as const, message: 'ours' }] },
  { seq: 2, direction: 'in' as const, label: 'ping result', findings: [{ rule: 'jsonrpc-version', severity: 'error' as const, message: '"jsonrpc" must be "2.0"' }, { rule: 'hint', severity: 'info' as const, message: 'fyi' }] },
];

describe('a check from its verdict', () => {
  it('keeps the verdict and its frames', () => {
    expect(makeCheck(spec, verdict('pass', 'fine'), [])).toEqual({ ...spec, result: 'pass', summary: 'fine', evidence: { text: 'fine', frames: [] } });
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
