import { defineRules } from './rule.ts';

/** The stdio transport's rules: how a server frames its messages on stdout. */
export const stdioRules = defineRules({
  'stdout-not-utf8': {
    severity: 'error',
    means: 'A line on stdout is not valid UTF-8; it is shown with U+FFFD where the bad bytes were.',
    cites: 'MCP transports › stdio',
    fault: 'server',
  },
  'stdout-bom': {
    severity: 'error',
    means: 'A line on stdout starts with a byte order mark, which is not JSON.',
    cites: 'MCP transports › stdio; RFC 8259 §8.1',
    fault: 'server',
  },
  'stdio-content-length': {
    severity: 'warning',
    means: 'Messages are framed with Content-Length headers, where the stdio transport delimits them with newlines.',
    cites: 'MCP transports › stdio',
    fault: 'server',
  },
  'stdio-crlf': {
    severity: 'info',
    means: 'A line ends in CRLF where the stdio transport delimits messages with a bare newline.',
    cites: 'MCP transports › stdio',
    fault: 'server',
  },
  'stdio-unterminated': {
    severity: 'warning',
    means: 'The stream ended in the middle of a message (no newline, or fewer bytes than Content-Length declared).',
    cites: 'MCP transports › stdio',
    fault: 'server',
  },
  'stdio-header-unterminated': {
    severity: 'error',
    means: 'A Content-Length header block does not end with a blank line.',
    cites: 'MCP transports › stdio (Content-Length framing, as LSP writes it)',
    fault: 'server',
  },
  'stdio-content-length-invalid': {
    severity: 'error',
    means: 'A Content-Length header is missing, not a number, or declared twice differently.',
    cites: 'MCP transports › stdio (Content-Length framing, as LSP writes it)',
    fault: 'server',
  },
});
