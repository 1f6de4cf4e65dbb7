import { describe, expect, it } from 'vitest';
import { judgeToolSchemas, schemaFindings } from './judge-schemas.ts';

// The judge says what is wrong as findings; most of these tests read their sentences.
const schemaProblems = (...args: Parameters<typeof schemaFindings>) => {
  const { errors, advice } = schemaFindings(...args);
  return { errors: errors.map((finding) => finding.message), advice: advice.map((finding) => finding.message) };
};

describe('the findings of a tool schema', () => {
  it('name their rules and the member they are about', () => {
    expect(schemaFindings({ type: 'string', $ref: '#/$defs/gone' }, 'outputSchema').errors).toEqual([
      expect.objectContaining({ rule: 'tool-schema-not-object', pointer: '/outputSchema' }),
      expect.objectContaining({ rule: 'tool-schema-unresolved-ref', pointer: '/outputSchema' }),
    ]);
    expect(schemaFindings(undefined, 'inputSchema').errors[0]?.rule).toBe('member-missing');
  });
});

describe('a tool schema', () => {
  it('passes valid 2020-12 and draft-07 object schemas', () => {
    expect(
      schemaProblems(
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], $defs: { x: { type: 'number' } } },
        'inputSchema',
      ),
    ).toEqual({ errors: [], advice: [] });
    expect(
      schemaProblems(
        { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { type: 'string' } } },
        'inputSchema',
      ),
    ).toEqual({ errors: [], advice: [] });
  });

  it('fails what its meta-schema refuses, place by place', () => {
    const { errors } = schemaProblems(
      { type: 'object', properties: { count: { type: 'integerish' } }, required: 'count' },
      'inputSchema',
    );
    expect(errors).toEqual([
      'inputSchema is not valid JSON Schema: required: Instance type "string" is invalid. Expected "array"; properties.count.type: Instance does not match any of ["array","boolean","integer","null","number","object","string"]',
    ]);
    expect(
      schemaProblems(
        { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { minimum: 'one' } } },
        'outputSchema',
      ).errors[0],
    ).toBe(
      'outputSchema is not valid JSON Schema: properties.a.minimum: Instance type "string" is invalid. Expected "number"',
    );
    // 2020-12's own keywords are read too.
    expect(
      schemaProblems({ type: 'object', $defs: { x: { type: 'nope' } }, prefixItems: [] }, 'inputSchema').errors[0],
    ).toContain('$defs.x.type: Instance does not match any of');
  });

  it('fails a schema that is not for an object, is missing (inputSchema only) or refers to what it does not define', () => {
    expect(schemaProblems({ type: 'string' }, 'inputSchema').errors).toEqual([
      'inputSchema\'s type is "string"; MCP asks for "object"',
    ]);
    expect(schemaProblems(undefined, 'inputSchema').errors).toEqual([
      'inputSchema is missing; every tool must have one',
    ]);
    expect(schemaProblems(undefined, 'outputSchema').errors).toEqual([]);
    expect(schemaProblems('object', 'inputSchema').errors[0]).toContain('not a JSON Schema object');
    expect(
      schemaProblems(
        {
          type: 'object',
          properties: { a: { $ref: '#/$defs/missing' }, b: { $ref: '#/$defs/here' }, c: { $ref: '#named' } },
          $defs: { here: { $anchor: 'named' } },
        },
        'inputSchema',
      ).errors,
    ).toEqual(['inputSchema refers to what it does not define: "#/$defs/missing"']);
  });

  it('only warns of a dialect it cannot check', () => {
    expect(
      schemaProblems({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, 'inputSchema'),
    ).toMatchObject({ errors: [], advice: [expect.stringContaining('cannot check')] });
  });
});

describe('every tool schema', () => {
  it('names the tool whose schema is wrong, and counts what passed', () => {
    expect(
      judgeToolSchemas([{ name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'object' } }]),
    ).toMatchObject({
      result: 'pass',
      summary: '1 inputSchema and 1 outputSchema, all valid JSON Schema for an object',
    });
    expect(
      judgeToolSchemas([
        { name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: 3 } },
      ]).summary,
    ).toContain('tool "a": outputSchema is not valid JSON Schema');
    expect(judgeToolSchemas([]).result).toBe('not-applicable');
  });
});
