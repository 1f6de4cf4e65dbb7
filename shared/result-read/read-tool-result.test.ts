import { describe, expect, it } from 'vitest';
import { readToolResult } from './read-tool-result.ts';

const said = (view: { findings: ReadonlyArray<{ message: string }> }) =>
  view.findings.map((finding) => finding.message);

describe('readToolResult', () => {
  it('reads a normal result', () => {
    const view = readToolResult({
      content: [{ type: 'text', text: 'ok' }],
      structuredContent: { temp: 20 },
      _meta: { a: 1 },
    });
    expect(view).toEqual({
      content: [{ kind: 'text', text: 'ok' }],
      isError: false,
      structuredContent: { value: { temp: 20 } },
      otherFields: { _meta: { a: 1 } },
      findings: [],
    });
  });

  it('reads isError', () => {
    expect(readToolResult({ content: [], isError: true }).isError).toBe(true);
    expect(readToolResult({ content: [], isError: 'yes' })).toMatchObject({
      isError: false,
      findings: [{ rule: 'result-member-type', pointer: '/result/isError', message: '"isError" is not a boolean' }],
    });
  });

  it('keeps a structuredContent of null', () => {
    expect(readToolResult({ content: [], structuredContent: null }).structuredContent).toEqual({ value: null });
  });

  it('notes a missing or mistyped content, and a result that is not an object', () => {
    expect(said(readToolResult({}))).toEqual(['The result has no "content" array']);
    expect(readToolResult({}).findings[0]).toMatchObject({ rule: 'result-member-missing', pointer: '/result/content' });
    expect(readToolResult({ toolResult: 1 })).toMatchObject({ findings: [], otherFields: { toolResult: 1 } });
    expect(readToolResult({ content: 'text' })).toMatchObject({
      findings: [{ rule: 'result-member-type', pointer: '/result/content', message: '"content" is not an array' }],
      content: [{ kind: 'unknown', raw: 'text' }],
    });
    expect(readToolResult([1, 2])).toMatchObject({
      notAnObject: { value: [1, 2] },
      findings: [{ rule: 'result-not-object', pointer: '/result', message: 'The result is not a JSON object' }],
    });
    expect(readToolResult(null)).toMatchObject({ notAnObject: { value: null } });
  });
});
