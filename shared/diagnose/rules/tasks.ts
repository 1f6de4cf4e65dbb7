import { defineRules } from './rule.ts';

/** Tasks, in both forms: the 2025-11-25 revision's and the 2026-07-28 tasks extension's. */
export const taskRules = defineRules({
  'task-member-type': {
    severity: 'error',
    means:
      'A task object (a CreateTaskResult, tasks/get, a tasks/list entry, a status notification) has a member of the wrong type: a "taskId" or "status" that is not a string, a time that is not a string, a ttl or poll interval that is not a number.',
    cites: 'MCP 2025-11-25 Tasks; io.modelcontextprotocol/tasks (2026-07-28)',
    fault: 'server',
  },
});
