import { defineRules } from './rule.ts';

/** A snapshot of what a server offers, asked of it live or read from a log. */
export const snapshotRules = defineRules({
  'snapshot-list-failed': {
    severity: 'warning',
    means: 'A list the server offers failed when the snapshot asked for it; the snapshot leaves it out.',
    cites: 'MCP server › tools, resources, prompts (list methods)',
    fault: 'server',
  },
  'snapshot-result-unreadable': {
    severity: 'warning',
    means:
      "An answer in the log is not a JSON-RPC result the snapshot can read, or holds no array under its list's member.",
    cites: 'MCP schema (the result type of the list method)',
    fault: 'server',
  },
});
