import { describe, expect, it } from 'vitest';
import { judgeToolSchemas, schemaProblems } from './judge-schemas.ts';

describe('a tool schema', () => {
  it('passes valid 2020-12 and draft-07 object schemas', () => {
    expect(schemaProblems({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'], $defs: { x: { type: 'number' } } }, 'inputSchema')).toEqual({ errors: [], advice: [] });
    expect(schemaProblems({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { type: 'string' } } }, 'inputSchema')).toEqual({ errors: [], advice: [] });
  });

  it('fails what its meta-schema refuses, place by place', () => {
    const { errors } = schemaProblems({ type: 'object', properties: { count: { type: 'integerish' } }, required: 'count' }, 'inputSchema');
    expect(errors).toEqual(['inputSchema is not valid JSON Schema: properties.count.type must be equal to one of the allowed values; required must be array']);
    expect(schemaProblems({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { minimum: 'one' } } }, 'outputSchema').errors[0]).toContain('properties.a.minimum must be number');
  });

  it('fails a schema that is not for an object, is missing (inputSchema only) or does not compile', () => {
    expect(schemaProblems({ type: 'string' }, 'inputSchema').errors).toEqual(['inputSchema\'s type is "string"; MCP asks for "object"']);
    expect(schemaProblems(undefined, 'inputSchema').errors).toEqual(['inputSchema is missing; every tool must have one']);
    expect(schemaProblems(undefined, 'outputSchema').errors).toEqual([]);
    expect(schemaProblems('object', 'inputSchema').errors[0]).toContain('not a JSON Schema object');
    expect(schemaProblems({ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }, 'inputSchema').errors[0]).toContain("does not compile: can't resolve reference #/$defs/missing");
  });

  it('only warns of a dialect it cannot check', () => {
    expect(schemaProblems({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, 'inputSchema')).toMatchObject({ errors: [], advice: [expect.stringContaining('cannot check')] });
  });
});

describe('every tool schema', () => {
  it('names the tool whose schema is wrong, and counts what passed', () => {
    expect(judgeToolSchemas([{ name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'object' } }])).toMatchObject({ result: 'pass', summary: '1 inputSchema and 1 outputSchema, all valid JSON Schema for an object' });
    expect(judgeToolSchemas([{ name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: 3 } }]).summary).toContain('tool "a": outputSchema is not valid JSON Schema');
    expect(judgeToolSchemas([]).result).toBe('not-applicable');
  });
});
