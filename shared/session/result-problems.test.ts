import { describe, expect, it } from 'vitest';
import { resultFindings, resultProblems } from './result-problems.ts';

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
    const findings = resultFindings('tools/call', { content: [{ type: 'text', text: 'ok' }, { type: 'bogus' }] }, '2025-06-18');
    expect(findings).toEqual([expect.objectContaining({ rule: 'result-schema', severity: 'error', pointer: '/result/content/1', source: '2025-06-18' })]);
    expect(findings[0]!.message).toBe(resultProblems('tools/call', { content: [{ type: 'text', text: 'ok' }, { type: 'bogus' }] })[0]);
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
      expect(resultFindings('tools/list', tools, '2025-06-18')).toEqual([expect.objectContaining({ rule: 'result-unchecked', severity: 'warning', pointer: '/result', source: '2025-06-18' })]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
