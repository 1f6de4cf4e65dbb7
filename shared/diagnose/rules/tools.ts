import { defineRules } from './rule.ts';

/** Tools: outputSchema and structuredContent, x-mcp-header declarations, and how portable an inputSchema is across model providers. */
export const toolRules = defineRules({
  'structured-content-missing': {
    severity: 'error',
    means: 'A tool with an outputSchema answered without structuredContent.',
    cites: 'MCP server › Tools › Output schema',
    fault: 'server',
  },
  'output-schema-mismatch': {
    severity: 'error',
    means: "A tool's structuredContent does not match its outputSchema.",
    cites: 'MCP server › Tools › Output schema',
    fault: 'server',
  },
  'output-schema-not-checked': {
    severity: 'info',
    means: 'A tool declares an outputSchema the inspector could not compile, so the result was not checked against it.',
    cites: 'MCP server › Tools › Output schema',
    fault: 'inspector',
  },
  'tool-header-invalid': {
    severity: 'error',
    means: "A tool's x-mcp-header declaration breaks the rules for Mcp-Param headers.",
    cites: 'MCP 2026-07-28 › Streamable HTTP › Mcp-Param headers',
    fault: 'server',
  },
  'schema-root-not-object': {
    severity: 'warning',
    means: 'An inputSchema whose root is not type "object": model providers reject it.',
    cites: 'Model providers (OpenAI, Anthropic, Gemini) tool schemas',
    fault: 'server',
  },
  'schema-root-combinator': {
    severity: 'warning',
    means: 'An inputSchema whose root is a oneOf, anyOf or allOf: several providers reject it.',
    cites: 'Model providers (OpenAI, Anthropic, Gemini) tool schemas',
    fault: 'server',
  },
  'schema-type-array': {
    severity: 'warning',
    means: 'A "type" given as an array: Gemini rejects it.',
    cites: 'Model providers (Gemini) tool schemas',
    fault: 'server',
  },
  'schema-nullable-union': {
    severity: 'info',
    means: 'A nullable written as a union with "null": some providers read only the first type.',
    cites: 'Model providers tool schemas',
    fault: 'server',
  },
  'schema-ref': {
    severity: 'warning',
    means: 'A $ref in an inputSchema: Gemini and some clients do not resolve it.',
    cites: 'Model providers (Gemini) tool schemas',
    fault: 'server',
  },
  'schema-additional-properties': {
    severity: 'info',
    means: 'additionalProperties given as a schema: Gemini rejects it, OpenAI strict mode accepts only false.',
    cites: 'Model providers (OpenAI, Gemini) tool schemas',
    fault: 'server',
  },
  'schema-format': {
    severity: 'info',
    means: 'A string "format" providers do not support is dropped or refused.',
    cites: 'Model providers tool schemas',
    fault: 'server',
  },
  'schema-deep': {
    severity: 'info',
    means: 'An inputSchema nested deeper than OpenAI strict mode allows.',
    cites: 'Model providers (OpenAI) tool schemas',
    fault: 'server',
  },
  'schema-huge': {
    severity: 'info',
    means: "An inputSchema so large it meets providers' size limits; it is sent with every request.",
    cites: 'Model providers tool schemas',
    fault: 'server',
  },
});
