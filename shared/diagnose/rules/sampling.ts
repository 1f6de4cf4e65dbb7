import { defineRules } from './rule.ts';

/** A server's own requests to the client, as the Requests tab reads them. */
export const samplingRules = defineRules({
  'sampling-request-shape': {
    severity: 'error',
    means:
      'A sampling/createMessage request lacks what CreateMessageRequest requires: a messages array of objects with a role and content, a number maxTokens.',
    cites: 'MCP client features: Sampling',
    fault: 'server',
  },
});
