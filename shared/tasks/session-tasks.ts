import type { McpSession } from '../session/mcp-session.ts';
import { TaskTracker } from './task-tracker.ts';

const trackers = new WeakMap<McpSession, TaskTracker>();

/**
 * The tasks a session runs and follows (2025-11-25 tasks, the 2026-07-28
 * tasks extension): one tracker per session, built on its public face
 * (requests, state, notifications, the inbox), made on the first ask. The
 * page and the command line ask right after making the session, so the
 * tracker sees every connection from the first.
 */
export function sessionTasks(session: McpSession): TaskTracker {
  let tracker = trackers.get(session);
  if (!tracker) {
    tracker = new TaskTracker({
      request: (method, params, options) => session.request(method, params, options),
      state: session.state,
      onNotification: (listener) => session.onNotification(listener),
      inbox: session.clientSide.inbox,
      now: session.now,
    });
    trackers.set(session, tracker);
  }
  return tracker;
}
