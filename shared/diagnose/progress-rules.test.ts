import { describe, expect, it } from 'vitest';
import { cancelledFindings, progressFindings } from './progress-rules.ts';

const rules = (findings: ReadonlyArray<{ rule: string }>) => findings.map((finding) => finding.rule);

describe('progress rules', () => {
  it("takes rising progress for a pending request's token", () => {
    expect(progressFindings('t', 2, { kind: 'pending', last: 1 }, '2025-11-25')).toEqual([]);
    expect(progressFindings(5, 0, { kind: 'pending' }, '2025-11-25')).toEqual([]);
  });

  it('flags an unknown token, progress after the answer, progress that does not rise, and a missing token', () => {
    expect(rules(progressFindings('t', 1, { kind: 'unknown' }, '2025-11-25'))).toEqual(['progress-unknown-token']);
    expect(rules(progressFindings('t', 1, { kind: 'answered', method: 'tools/call', seq: 3 }, '2025-11-25'))).toEqual([
      'progress-after-response',
    ]);
    expect(rules(progressFindings('t', 1, { kind: 'pending', last: 1 }, '2025-11-25'))).toEqual([
      'progress-not-increasing',
    ]);
    expect(rules(progressFindings(undefined, 1, { kind: 'unknown' }, '2025-11-25'))).toEqual([
      'progress-token-invalid',
    ]);
  });
});

describe('cancellation rules', () => {
  it('takes a cancellation of a request its sender made', () => {
    expect(cancelledFindings(3, { method: 'tools/call' }, '2025-11-25')).toEqual([]);
  });

  it('flags a request never made, initialize, and a missing request id', () => {
    expect(cancelledFindings(3, undefined, '2025-11-25')).toMatchObject([
      { rule: 'cancelled-unknown-request', pointer: '/params/requestId' },
    ]);
    expect(rules(cancelledFindings(0, { method: 'initialize' }, '2025-06-18'))).toEqual(['cancelled-initialize']);
    expect(cancelledFindings(undefined, undefined, '2025-06-18')).toMatchObject([
      { rule: 'cancelled-request-id-invalid', severity: 'error' },
    ]);
    expect(cancelledFindings(undefined, undefined, '2025-11-25')).toMatchObject([
      { rule: 'cancelled-request-id-invalid', severity: 'warning' },
    ]);
  });
});
