import { describe, expect, it } from 'vitest';
import { protocolVersionFindings } from './version-rules.ts';

describe('protocolVersionFindings', () => {
  const supported = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];

  it('takes the revision asked for, and a counter-offer the client supports', () => {
    expect(protocolVersionFindings('2025-11-25', '2025-11-25', supported)).toEqual([]);
    expect(protocolVersionFindings('2025-03-26', '2025-11-25', supported)).toEqual([]);
  });

  it('flags a revision the client neither asked for nor supports', () => {
    expect(protocolVersionFindings('2030-01-01', '2025-11-25', supported)).toMatchObject([
      {
        rule: 'protocol-version-not-offered',
        severity: 'error',
        pointer: '/result/protocolVersion',
        source: '2025-11-25',
      },
    ]);
    expect(protocolVersionFindings('2025-03-26', '2025-06-18', ['2025-06-18'])[0]?.message).toContain(
      'neither asked for (it asked for 2025-06-18) nor supports (2025-06-18)',
    );
  });

  it('flags an answer with no protocolVersion', () => {
    expect(protocolVersionFindings(undefined, '2025-11-25', supported)[0]?.rule).toBe('protocol-version-missing');
    expect(protocolVersionFindings(20251125, '2025-11-25', supported)[0]?.rule).toBe('protocol-version-missing');
  });
});
