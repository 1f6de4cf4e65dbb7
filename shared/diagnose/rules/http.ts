import { defineRules } from './rule.ts';

/** How a server behind a URL was reached: the network, the browser's CORS, and the inspector's own probes. */
export const httpRules = defineRules({
  'server-unreachable': {
    severity: 'error',
    means:
      'The server behind the URL could not be reached at all (refused, no such host, TLS, timeout); the status names which.',
    cites: 'Fetch; MCP transports › Streamable HTTP',
    fault: 'network',
  },
  'cors-refused': {
    severity: 'warning',
    means:
      "The browser's direct try was refused by CORS; the proxy reached the server, so the connection goes through it.",
    cites: 'Fetch (CORS)',
    fault: 'inspector',
  },
  'browser-fetch-failed': {
    severity: 'warning',
    means:
      "The browser's direct try failed where the proxy's succeeded (a certificate or a network the browser sees differently).",
    cites: 'Fetch',
    fault: 'inspector',
  },
  'probe-answer': {
    severity: 'warning',
    means:
      "What is wrong with the answer to one of the inspector's own probes, which is not counted against the server.",
    cites: 'MCP transports › Streamable HTTP',
    fault: 'inspector',
  },
  'transport-problem': {
    severity: 'warning',
    means: 'A transport-level fault on a frame (an HTTP status, a broken stream) that no other rule names.',
    cites: 'MCP transports',
    fault: 'network',
  },
});
