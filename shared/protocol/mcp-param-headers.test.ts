import { describe, expect, it } from 'vitest';
import { headerDeclarationProblems, mcpParamDeclarations, mcpParamHeaders } from './mcp-param-headers.ts';

const schema = {
  type: 'object',
  properties: {
    region: { type: 'string', 'x-mcp-header': 'Region' },
    dryRun: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
    limit: { type: 'integer', 'x-mcp-header': 'Limit' },
    target: { type: 'object', properties: { tenant: { type: 'string', 'x-mcp-header': 'Tenant' } } },
    tags: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Tag' } },
    blob: { type: 'object', 'x-mcp-header': 'Blob' },
    bad: { type: 'string', 'x-mcp-header': 'has space' },
  },
};

describe('Mcp-Param headers', () => {
  it('finds declarations on primitive properties reached through properties only', () => {
    expect(mcpParamDeclarations(schema).map((declaration) => declaration.headerName)).toEqual([
      'Region',
      'Dry-Run',
      'Limit',
      'Tenant',
    ]);
  });

  it('mirrors the arguments given, leaves out absent and null ones, and base64-encodes what is not plain ASCII', () => {
    const headers = mcpParamHeaders(mcpParamDeclarations(schema), {
      region: 'eu-west',
      dryRun: false,
      limit: null,
      target: { tenant: 'Zoë' },
    });
    expect(headers).toEqual({
      'Mcp-Param-Region': 'eu-west',
      'Mcp-Param-Dry-Run': 'false',
      'Mcp-Param-Tenant': `=?base64?${btoa('Zo\xc3\xab')}?=`,
    });
    expect(mcpParamHeaders(mcpParamDeclarations(schema), { region: ' padded ' })['Mcp-Param-Region']).toBe(
      `=?base64?${btoa(' padded ')}?=`,
    );
    expect(mcpParamHeaders(mcpParamDeclarations(schema), { region: '' })['Mcp-Param-Region']).toBe('=?base64??=');
  });
});

describe('headerDeclarationProblems', () => {
  const property = (schema: Record<string, unknown>) => ({ type: 'object', properties: { value: schema } });
  const problems = (schema: unknown) => headerDeclarationProblems(schema).map((problem) => problem.message);

  it('accepts declarations on string, integer and boolean properties at any depth of properties', () => {
    expect(
      problems({
        type: 'object',
        properties: {
          region: { type: 'string', 'x-mcp-header': 'Region' },
          n: { type: 'integer', 'x-mcp-header': 'N' },
          deep: { type: 'object', properties: { on: { type: 'boolean', 'x-mcp-header': 'On' } } },
        },
      }),
    ).toEqual([]);
    expect(problems({ type: 'object' })).toEqual([]);
    expect(problems(undefined)).toEqual([]);
  });

  it.each([
    ['an empty name', property({ type: 'string', 'x-mcp-header': '' }), /must be a non-empty string/],
    ['a name that is not a string', property({ type: 'string', 'x-mcp-header': 7 }), /must be a non-empty string/],
    ['a space', property({ type: 'string', 'x-mcp-header': 'My Region' }), /not an HTTP header name/],
    ['a colon', property({ type: 'string', 'x-mcp-header': 'Region:Primary' }), /not an HTTP header name/],
    ['non-ASCII', property({ type: 'string', 'x-mcp-header': 'Région' }), /not an HTTP header name/],
    ['a control character', property({ type: 'string', 'x-mcp-header': 'Region\t1' }), /not an HTTP header name/],
    ['an object', property({ type: 'object', 'x-mcp-header': 'Data' }), /this one is object/],
    ['an array', property({ type: 'array', items: { type: 'string' }, 'x-mcp-header': 'Items' }), /this one is array/],
    ['null', property({ type: 'null', 'x-mcp-header': 'Nil' }), /this one is null/],
    ['a number', property({ type: 'number', 'x-mcp-header': 'Score' }), /\(not number\); this one is number/],
    ['no type', property({ 'x-mcp-header': 'Loose' }), /this one is untyped/],
    [
      'under items',
      { type: 'object', properties: { list: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } } } },
      /reached through "properties" alone/,
    ],
    [
      'under anyOf',
      { type: 'object', anyOf: [{ properties: { a: { type: 'string', 'x-mcp-header': 'A' } } }] },
      /reached through "properties" alone/,
    ],
    [
      'under $defs',
      { type: 'object', $defs: { a: { type: 'string', 'x-mcp-header': 'A' } } },
      /reached through "properties" alone/,
    ],
    ['the root', { type: 'string', 'x-mcp-header': 'Root' }, /the schema itself/],
  ])('refuses %s', (_name, schema, message) => {
    const found = headerDeclarationProblems(schema);
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(message);
  });

  it('refuses the same name twice, without regard to case, and points at the second', () => {
    const found = headerDeclarationProblems({
      type: 'object',
      properties: {
        a: { type: 'string', 'x-mcp-header': 'MyField' },
        b: { type: 'string', 'x-mcp-header': 'myfield' },
      },
    });
    expect(found).toEqual([
      {
        pointer: '/properties/b/x-mcp-header',
        message:
          'property b: x-mcp-header "myfield" is declared twice (also as "MyField"); header names are compared without regard to case',
      },
    ]);
  });
});
