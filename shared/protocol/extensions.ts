/** The 2026-07-28 tasks extension's identifier, in capabilities and results. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
