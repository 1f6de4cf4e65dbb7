import { describe, expect, it } from 'vitest';
import { resultFindings, resultProblems, resultFindingsInSlices } from './result-problems.ts';

describe('resultProblems', () => {
  it('finds nothing wrong with a good tool result', () => {
    expect(resultProblems('tools/call', { content: [{ type: 'text', text: 'hi' }] })).toEqual([]);
  });

  it('names the place and the allowed content types for a bad block', () => {
    const problems = resultProblems('tools/call', { content: [{ type: 'text', text: 'ok' }, { type: 'bogus' }] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\[1\]: matches none of the \d+ allowed shapes/);
    expect(problems[0]).toContain('text');
    expect(problems[0]).toContain('image');
  });

  it('reports a wrong type with its path', () => {
    const problems = resultProblems('tools/list', { tools: [{ name: 7, inputSchema: { type: 'object' } }] });
    expect(problems.join('\n')).toMatch(/tools\[0\]\.name: expected string/);
  });

  it('ignores methods it has no schema for', () => {
    expect(resultProblems('vendor/custom', 42)).toEqual([]);
  });
});

describe('resultFindings', () => {
  it('makes each place a result breaks the schema a result-schema finding, with a pointer into the response frame and the revision as source', () => {
    const findings = resultFindings(
      'tools/call',
      { content: [{ type: 'text', text: 'ok' }, { type: 'bogus' }] },
      '2025-06-18',
    );
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'result-schema',
        severity: 'error',
        pointer: '/result/content/1',
        source: '2025-06-18',
      }),
    ]);
    expect(findings[0]!.message).toBe(
      resultProblems('tools/call', { content: [{ type: 'text', text: 'ok' }, { type: 'bogus' }] })[0],
    );
  });

  it('points at a missing member', () => {
    expect(resultFindings('tools/list', {}).map((finding) => finding.pointer)).toEqual(['/result/tools']);
  });
});

describe('a result too deep to check', () => {
  const deep = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
  const tools = { tools: [{ name: 't', inputSchema: { type: 'object', properties: { p: deep } } }] };

  it('is said to be unchecked, not passed, and leaves no promise rejecting unhandled', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      expect(resultFindings('tools/list', tools, '2025-06-18')).toEqual([
        expect.objectContaining({
          rule: 'result-unchecked',
          severity: 'warning',
          pointer: '/result',
          source: '2025-06-18',
        }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});

describe('resultFindingsInSlices', () => {
  const tool = (index: number) => ({
    name: `tool_${index}`,
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  });
  const tools: unknown[] = Array.from({ length: 300 }, (_, index) => tool(index));
  tools[7] = { name: 7, inputSchema: { type: 'string', properties: {} } };
  tools[250] = { name: 'no-schema' };

  it('finds what the whole check finds, at the same pointers, pausing between slices', async () => {
    let pauses = 0;
    let clock = 0;
    const sliced = await resultFindingsInSlices('tools/list', { tools, nextCursor: 5 }, '2025-11-25', {
      pause: async () => void pauses++,
      sliceMs: 1,
      now: () => clock++,
    });
    expect(sliced).toEqual(
      resultFindings('tools/list', { tools, nextCursor: 5 }, '2025-11-25').sort((a, b) =>
        a.pointer === '/result/nextCursor' ? -1 : b.pointer === '/result/nextCursor' ? 1 : 0,
      ),
    );
    expect(sliced.map((finding) => finding.pointer)).toEqual([
      '/result/nextCursor',
      '/result/tools/7/name',
      '/result/tools/7/inputSchema/type',
      '/result/tools/250/inputSchema',
    ]);
    expect(pauses).toBeGreaterThan(100);
  });

  it('checks a short list, or another method, in one go', async () => {
    const pause = async () => {
      throw new Error('no pause expected');
    };
    expect(
      await resultFindingsInSlices('tools/list', { tools: tools.slice(0, 20) }, undefined, { pause, sliceMs: 0 }),
    ).toEqual(resultFindings('tools/list', { tools: tools.slice(0, 20) }));
    expect(await resultFindingsInSlices('tools/call', { content: 'x' }, undefined, { pause, sliceMs: 0 })).toEqual(
      resultFindings('tools/call', { content: 'x' }),
    );
  });
});
