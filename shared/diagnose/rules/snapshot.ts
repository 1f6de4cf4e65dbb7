import { defineRules } from './rule.ts';

/** What a server offers read in full: a snapshot (asked of it live or read from a log), the CLI's overview. */
export const snapshotRules = defineRules({
  'list-failed': {
    severity: 'warning',
    means: 'A list the server offers failed when asked for in full; a snapshot or an overview leaves it out.',
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
