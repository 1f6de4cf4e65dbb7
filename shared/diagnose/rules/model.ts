import { defineRules } from './rule.ts';

/**
 * A model's tool calls in the Chat, in evals and in sampling answered by a
 * model: what the model asked for is judged against the tools as listed
 * before anything reaches the server, and a bad call is the model's doing,
 * never the server's.
 */
export const modelRules = defineRules({
  'model-tool-args-not-json': {
    severity: 'error',
    means:
      "A model's tool call carries arguments that are not JSON, or not a JSON object: the call is held for the person.",
    cites: 'MCP server features: Tools (arguments are an object)',
    fault: 'model',
  },
  'model-tool-args-schema': {
    severity: 'error',
    means: "A model's tool call carries arguments that break the tool's inputSchema: the call is held for the person.",
    cites: 'MCP server features: Tools (inputSchema)',
    fault: 'model',
  },
  'model-tool-unknown': {
    severity: 'error',
    means:
      'A model called a tool it was not offered (not listed, or visible only to apps): the call is held for the person.',
    cites: 'MCP server features: Tools; MCP Apps (visibility)',
    fault: 'model',
  },
});
