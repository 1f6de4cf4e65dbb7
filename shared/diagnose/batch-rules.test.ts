import { describe, expect, it } from 'vitest';
import { batchFindings, batchItemFinding } from './batch-rules.ts';

describe('batch rules', () => {
  it('flags an empty batch on any revision', () => {
    expect(batchFindings(0, '2025-03-26', false).map((finding) => finding.rule)).toEqual(['batch-empty']);
    expect(batchFindings(0, undefined, false).map((finding) => finding.rule)).toEqual(['batch-empty']);
  });

  it('allows a batch on 2025-03-26 and flags it on a revision that removed batches', () => {
    expect(batchFindings(2, '2025-03-26', false)).toEqual([]);
    expect(batchFindings(2, '2025-11-25', false)).toMatchObject([
      { rule: 'batch-not-in-revision', severity: 'error', source: '2025-11-25' },
    ]);
    expect(batchFindings(2, '2024-11-05', false)).toMatchObject([
      { rule: 'batch-not-in-revision', severity: 'warning' },
    ]);
  });

  it('does not flag the answers to a batch, which JSON-RPC sends as a batch', () => {
    expect(batchFindings(2, '2025-11-25', true)).toEqual([]);
  });

  it('flags an item that is not an object', () => {
    expect(batchItemFinding(0, 0)).toMatchObject({
      rule: 'batch-item-not-object',
      message: expect.stringContaining('item 0 of the batch is a number'),
    });
    expect(batchItemFinding(null, 3)?.message).toContain('null');
    expect(batchItemFinding([], 1)?.message).toContain('an array');
    expect(batchItemFinding({ jsonrpc: '2.0', method: 'ping', id: 1 }, 1)).toBeUndefined();
  });
});
