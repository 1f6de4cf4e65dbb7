import { describe, expect, it } from 'vitest';
import { errorCodeFindings } from './error-code-rules.ts';

describe('errorCodeFindings', () => {
  it('takes JSON-RPC codes, implementation-defined server errors and application codes', () => {
    for (const code of [-32700, -32601, -32001, -32099, -32000, 1, -1])
      expect(errorCodeFindings(code, '2025-11-25'), String(code)).toEqual([]);
  });

  it('flags a code in the reserved range that JSON-RPC does not define', () => {
    expect(errorCodeFindings(-32100, '2025-11-25')).toMatchObject([
      { rule: 'error-code-reserved', pointer: '/error/code' },
    ]);
    expect(errorCodeFindings(-32768, undefined)[0]?.rule).toBe('error-code-reserved');
  });

  it('notes an MCP code used before the revision that defines it', () => {
    expect(errorCodeFindings(-32042, '2024-11-05')).toMatchObject([
      { rule: 'error-code-not-in-revision', severity: 'info', source: '2024-11-05' },
    ]);
    expect(errorCodeFindings(-32042, '2025-11-25')).toEqual([]);
  });

  it('leaves a code that is not an integer to the envelope rules', () => {
    expect(errorCodeFindings('-32000', '2025-11-25')).toEqual([]);
  });
});
