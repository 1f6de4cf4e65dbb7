import { defineRules } from './rule.ts';

/** Tasks, in both forms: the 2025-11-25 revision's and the 2026-07-28 tasks extension's. */
export const taskRules = defineRules({
  'task-member-type': {
    severity: 'error',
    means:
      'A task object (created, polled, listed or notified) has a taskId, status, time, ttl or poll of a wrong type.',
    cites: 'MCP 2025-11-25 Tasks; io.modelcontextprotocol/tasks (2026-07-28)',
    fault: 'server',
  },
});
