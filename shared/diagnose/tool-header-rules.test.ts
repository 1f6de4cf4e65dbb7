import { describe, expect, it } from 'vitest';
import { toolHeaderFindings } from './tool-header-rules.ts';

const result = {
  tools: [
    {
      name: 'ok',
      inputSchema: { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } },
    },
    {
      name: 'bad',
      inputSchema: { type: 'object', properties: { 'a/b': { type: 'number', 'x-mcp-header': 'Score' } } },
    },
  ],
};

describe('toolHeaderFindings', () => {
  it('flags each tool whose x-mcp-header breaks the rules on 2026-07-28, with a pointer from /result', () => {
    expect(toolHeaderFindings(result, '2026-07-28')).toEqual([
      {
        rule: 'tool-header-invalid',
        severity: 'error',
        pointer: '/result/tools/1/inputSchema/properties/a~1b/x-mcp-header',
        source: '2026-07-28',
        message:
          'tool "bad": property a/b: x-mcp-header is only allowed on a property of type string, integer or boolean (not number); this one is number; a client must leave this tool out',
      },
    ]);
  });

  it('says nothing before 2026-07-28, where x-mcp-header means nothing, or for a result without tools', () => {
    expect(toolHeaderFindings(result, '2025-11-25')).toEqual([]);
    expect(toolHeaderFindings(result, undefined)).toEqual([]);
    expect(toolHeaderFindings({ tools: 'no' }, '2026-07-28')).toEqual([]);
  });
});
