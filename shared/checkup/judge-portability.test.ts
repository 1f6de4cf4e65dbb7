import { describe, expect, it } from 'vitest';
import { judgeSchemaPortability } from './judge-portability.ts';

describe('judgeSchemaPortability', () => {
  it('does not apply without tools, and passes portable schemas', () => {
    expect(judgeSchemaPortability([]).result).toBe('not-applicable');
    const judged = judgeSchemaPortability([
      { name: 'a', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
    ]);
    expect(judged.result).toBe('pass');
    expect(judged.information).toBeUndefined();
  });

  it('warns, counting tools and findings, where clients are known to break', () => {
    const tools = [
      {
        name: 'a',
        inputSchema: {
          type: 'object',
          properties: { f: { $ref: '#/$defs/F' } },
          $defs: { F: { type: ['object', 'null'] } },
        },
      },
      { name: 'b', inputSchema: { type: 'object', properties: {} } },
    ];
    const judged = judgeSchemaPortability(tools);
    expect(judged.result).toBe('warning');
    expect(judged.summary).toMatch(/^2 warnings across 1 tool of 2 \(/);
    expect(judged.text).toContain('schema-type-array (warning): A type array');
    expect(judged.text).toContain('  tool "a" /$defs/F/type (["object","null"])');
  });

  it('only informs when all it found are notes', () => {
    const judged = judgeSchemaPortability([
      { name: 'a', inputSchema: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
    ]);
    expect(judged.result).toBe('pass');
    expect(judged.information).toMatch(/^1 note across 1 tool of 1/);
  });
});
