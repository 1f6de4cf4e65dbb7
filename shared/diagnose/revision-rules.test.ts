import { describe, expect, it } from 'vitest';
import { revisionProblems } from './revision-rules.ts';

describe('revisionProblems', () => {
  it('flags members the negotiated revision does not have yet, by path and revision', () => {
    const result = {
      content: [
        { type: 'text', text: 'x' },
        { type: 'audio', data: '', mimeType: 'audio/wav' },
        { type: 'resource_link', uri: 'a:b', name: 'b' },
      ],
      structuredContent: {},
    };
    expect(revisionProblems('tools/call', result, '2024-11-05')).toEqual([
      'content[1]: audio content arrived in revision 2025-03-26, but this session speaks 2024-11-05',
      'content[2]: resource_link content arrived in revision 2025-06-18, but this session speaks 2024-11-05',
      'structuredContent: structuredContent arrived in revision 2025-06-18, but this session speaks 2024-11-05',
    ]);
    expect(revisionProblems('tools/call', result, '2025-03-26')).toHaveLength(2);
    expect(revisionProblems('tools/call', result, '2025-06-18')).toEqual([]);
  });

  it('looks at list items: annotations, outputSchema, titles and icons', () => {
    const list = { tools: [{ name: 'a', title: 'A', annotations: {}, outputSchema: {}, icons: [] }] };
    expect(revisionProblems('tools/list', list, '2024-11-05')).toEqual([
      'tools[0].annotations: tool annotations arrived in revision 2025-03-26, but this session speaks 2024-11-05',
      'tools[0].outputSchema: outputSchema arrived in revision 2025-06-18, but this session speaks 2024-11-05',
      'tools[0].title: title arrived in revision 2025-06-18, but this session speaks 2024-11-05',
      'tools[0].icons: icons arrived in revision 2025-11-25, but this session speaks 2024-11-05',
    ]);
    expect(revisionProblems('resources/templates/list', { resourceTemplates: [{ title: 'T' }] }, '2025-03-26')).toEqual(
      ['resourceTemplates[0].title: title arrived in revision 2025-06-18, but this session speaks 2025-03-26'],
    );
    expect(revisionProblems('tools/list', list, '2025-11-25')).toEqual([]);
  });

  it('says nothing without a revision or a result', () => {
    expect(revisionProblems('tools/call', { content: [{ type: 'audio' }] }, undefined)).toEqual([]);
    expect(revisionProblems('tools/call', null, '2024-11-05')).toEqual([]);
  });
});
