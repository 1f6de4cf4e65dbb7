import { defineRules } from './rule.ts';

/** A server's own requests to the client, as the Requests tab reads them, and what a model answering them made of them. */
export const samplingRules = defineRules({
  'sampling-request-shape': {
    severity: 'error',
    means: 'A sampling request lacks what it requires: messages (objects with role and content), a number maxTokens.',
    cites: 'MCP client features: Sampling',
    fault: 'server',
  },
  'sampling-context-added': {
    severity: 'info',
    means:
      "A sampling request asked for the server's context (includeContext thisServer, or allServers, the same server for an inspector connected to one): its instructions were added to the system prompt sent to the model, as a host would, and shown with the draft.",
    cites: 'MCP client features: Sampling (includeContext)',
    fault: 'inspector',
  },
  'sampling-context-empty': {
    severity: 'info',
    means:
      'A sampling request asked for context the inspector has nothing of (the server gave no instructions) or names a value MCP does not define: nothing was added to the system prompt.',
    cites: 'MCP client features: Sampling (includeContext)',
    fault: 'inspector',
  },
  'sampling-priorities-shown': {
    severity: 'info',
    means:
      "A sampling request's model priorities (cost, speed, intelligence) are shown, not acted on: the model that answers is one the person configured, picked by the request's hints.",
    cites: 'MCP client features: Sampling (model preferences)',
    fault: 'inspector',
  },
  'sampling-model-waited': {
    severity: 'info',
    means:
      "The model's provider answered a sampling request with 429 and a retry-after: the inspector waited once, as it asked, and asked again.",
    cites: 'HTTP 429 Too Many Requests, Retry-After',
    fault: 'model',
  },
});
