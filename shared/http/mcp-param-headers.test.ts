import { describe, expect, it } from 'vitest';
import { mcpParamDeclarations, mcpParamHeaders } from './mcp-param-headers.ts';

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
    expect(mcpParamDeclarations(schema).map((declaration) => declaration.headerName)).toEqual(['Region', 'Dry-Run', 'Limit', 'Tenant']);
  });

  it('mirrors the arguments given, leaves out absent and null ones, and base64-encodes what is not plain ASCII', () => {
    const headers = mcpParamHeaders(mcpParamDeclarations(schema), { region: 'eu-west', dryRun: false, limit: null, target: { tenant: 'Zoë' } });
    expect(headers).toEqual({ 'Mcp-Param-Region': 'eu-west', 'Mcp-Param-Dry-Run': 'false', 'Mcp-Param-Tenant': `=?base64?${btoa('Zo\xc3\xab')}?=` });
    expect(mcpParamHeaders(mcpParamDeclarations(schema), { region: ' padded ' })['Mcp-Param-Region']).toBe(`=?base64?${btoa(' padded ')}?=`);
    expect(mcpParamHeaders(mcpParamDeclarations(schema), { region: '' })['Mcp-Param-Region']).toBe('=?base64??=');
  });
});
