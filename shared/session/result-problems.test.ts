import { describe, expect, it } from 'vitest';
import { resultProblems } from './result-problems.ts';

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
