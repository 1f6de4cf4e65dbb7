import type { ServerRequest } from '../inbox/server-request.ts';
import { relatedTaskId } from './task-snapshot.ts';
import { taskTag } from './task-tracker.ts';

/**
 * The server's requests that belong to a task: those that name it
 * (`_meta["io.modelcontextprotocol/related-task"]`, 2025-11-25) and those
 * that came while the inspector waited on it (tasks/result, or a 2026-07-28
 * task's input requests).
 */
export function requestsOfTask(items: readonly ServerRequest[], connection: number, taskId: string): ServerRequest[] {
  const tag = taskTag(taskId);
  return items.filter(
    (item) => item.connection === connection && (relatedTaskId(item.params) === taskId || item.during.includes(tag)),
  );
}
