import { describe, expect, it } from 'vitest';
import { readResourceResult } from './read-resource-result.ts';

describe('readResourceResult', () => {
  it('reads text and blob contents', () => {
    const view = readResourceResult({
      contents: [
        { uri: 'a', text: 'x' },
        { uri: 'b', mimeType: 'image/png', blob: 'AAAA' },
      ],
      _meta: { m: 1 },
    });
    expect(view.contents).toEqual([
      { kind: 'resource', uri: 'a', text: 'x' },
      { kind: 'resource', uri: 'b', mimeType: 'image/png', blob: 'AAAA' },
    ]);
    expect(view.findings).toEqual([]);
    expect(view.otherFields).toEqual({ _meta: { m: 1 } });
  });

  it('keeps broken entries visible', () => {
    const view = readResourceResult({ contents: [null, { uri: 'c' }, { text: 'no uri' }] });
    expect(view.contents.map((content) => content.kind)).toEqual(['unknown', 'unknown', 'resource']);
    // Each entry's findings point at the entry in the frame.
    expect(view.contents[1]).toMatchObject({ finding: { pointer: '/result/contents/1' } });
    expect(view.contents[2]).toMatchObject({
      findings: [{ pointer: '/result/contents/2/uri', message: '"uri" is missing' }],
    });
  });

  it('notes missing, mistyped and non-object results', () => {
    expect(readResourceResult({}).findings).toMatchObject([
      { rule: 'result-member-missing', pointer: '/result/contents', message: 'The result has no "contents" array' },
    ]);
    expect(readResourceResult({ contents: { text: 'x' } })).toMatchObject({
      findings: [{ rule: 'result-member-type', message: '"contents" is not an array' }],
      contents: [{ kind: 'unknown', raw: { text: 'x' } }],
    });
    expect(readResourceResult(null)).toMatchObject({
      findings: [{ rule: 'result-not-object', message: 'The result is not a JSON object' }],
      notAnObject: { value: null },
    });
  });
});
