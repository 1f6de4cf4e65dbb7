import { isRecord } from '../lib/guards.ts';
import { featureAvailability } from '../protocol/revision-features.ts';
import type { SessionState } from '../session/session-state.ts';
import { TASKS_EXTENSION, type TaskEra } from './task-snapshot.ts';

export type TasksAvailability =
  | {
      available: true;
      era: TaskEra;
      /** The server's own declaration falls short (no tasks capability, no extension): calls may still run at once. */
      note?: string;
      /** 2025-11-25 has tasks/list (asked even when the server does not declare it: its answer says so); the extension has none. */
      canList: boolean;
    }
  | { available: false; why: string };

/** Whether this session can run and follow tasks, in which form, and why not when it cannot. */
export function tasksAvailability(state: Pick<SessionState, 'status' | 'server'>): TasksAvailability {
  const server = state.server;
  if (state.status !== 'connected' || !server)
    return { available: false, why: 'Connect to a server to run and follow tasks.' };
  const capabilities = server.capabilities as Record<string, unknown>;
  if (server.era === 'modern') {
    const extensions = capabilities['extensions'];
    const declared = isRecord(extensions) && extensions[TASKS_EXTENSION] !== undefined;
    return {
      available: true,
      era: '2026-07-28',
      canList: false,
      ...(declared
        ? {}
        : {
            note: `The server does not declare the tasks extension (${TASKS_EXTENSION}): it runs every call at once.`,
          }),
    };
  }
  const revision = featureAvailability('tasks', server.protocolVersion);
  if (!revision.available) return { available: false, why: revision.why };
  const tasks = capabilities['tasks'];
  const requests = isRecord(tasks) ? tasks['requests'] : undefined;
  const tools = isRecord(requests) ? requests['tools'] : undefined;
  const note = !isRecord(tasks)
    ? 'The server declares no tasks capability: a call made as a task may be refused or run at once.'
    : !isRecord(tools) || tools['call'] === undefined
      ? 'The server does not declare tasks for tools/call (tasks.requests.tools.call).'
      : undefined;
  return { available: true, era: '2025-11-25', canList: true, ...(note ? { note } : {}) };
}
