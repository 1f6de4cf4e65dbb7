import { describe, expect, it } from 'vitest';
import type { CallOutcome } from './call-outcome.ts';
import { complete, offersCompletions } from './completion.ts';

function recorder(outcome: CallOutcome) {
  const calls: [string, Record<string, unknown>][] = [];
  return {
    calls,
    request: async (method: string, params: Record<string, unknown>) => (calls.push([method, params]), outcome),
  };
}

describe('complete', () => {
  it('sends the argument and the other filled values as context, and reads the values', async () => {
    const { calls, request } = recorder({
      kind: 'result',
      result: { completion: { values: ['1', '2', 3], total: 9, hasMore: true } },
      durationMs: 1,
    });
    const answer = await complete(
      request,
      { type: 'ref/prompt', name: 'p' },
      { name: 'b', value: '' },
      { a: 'x', b: 'old', c: '' },
      '2025-11-25',
    );
    expect(calls).toEqual([
      [
        'completion/complete',
        {
          ref: { type: 'ref/prompt', name: 'p' },
          argument: { name: 'b', value: '' },
          context: { arguments: { a: 'x' } },
        },
      ],
    ]);
    expect(answer).toEqual({ values: ['1', '2'], total: 9, hasMore: true });
  });

  it('leaves context out on revisions before 2025-06-18', async () => {
    const { calls, request } = recorder({
      kind: 'result',
      result: { completion: { values: [] } },
      durationMs: 1,
    });
    await complete(
      request,
      { type: 'ref/resource', uri: 'x://{id}' },
      { name: 'id', value: '1' },
      { other: 'y' },
      '2025-03-26',
    );
    expect(calls[0]![1]).not.toHaveProperty('context');
  });

  it('reports an error answer and a malformed one as reasons', async () => {
    expect(
      await complete(
        recorder({ kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 }).request,
        { type: 'ref/prompt', name: 'p' },
        { name: 'a', value: '' },
        {},
        undefined,
      ),
    ).toEqual({ error: '-32601 Method not found' });
    expect(
      await complete(
        recorder({ kind: 'result', result: {}, durationMs: 1 }).request,
        { type: 'ref/prompt', name: 'p' },
        { name: 'a', value: '' },
        {},
        undefined,
      ),
    ).toEqual({ error: 'The server answered without completion.values' });
  });

  it('asks only servers that declare completions, or speak 2024-11-05', () => {
    expect(offersCompletions({ completions: {} }, '2025-06-18')).toBe(true);
    expect(offersCompletions({}, '2025-06-18')).toBe(false);
    expect(offersCompletions({}, '2024-11-05')).toBe(true);
  });
});
