import { defineRules } from './rule.ts';

/** A server's own requests to the client, as the Requests tab reads them. */
export const samplingRules = defineRules({
  'sampling-request-shape': {
    severity: 'error',
    means: 'A sampling request lacks what it requires: messages (objects with role and content), a number maxTokens.',
    cites: 'MCP client features: Sampling',
    fault: 'server',
  },
});
