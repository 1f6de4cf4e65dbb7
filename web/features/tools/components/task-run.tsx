import { useMemo } from 'react';
import { isTerminalStatus } from '../../../../shared/tasks/task-snapshot.ts';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import type { TrackedTask } from '../../../../shared/tasks/tracked-task.ts';
import { sessionTasks } from '../../../../shared/tasks/session-tasks.ts';
import { Button } from '../../../components/button.tsx';
import { TaskStatusChip } from '../../../components/task-status-chip.tsx';
import { judgeToolOutcome } from '../../../../shared/tool-call/run-tool-call.ts';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';
import { ToolResult } from './tool-result.tsx';

/** What the tool's result area shows for a task: its own result once it has one (judged against the tool's outputSchema), a cancellation as such. */
function taskOutcome(
  task: TrackedTask,
  tool: unknown,
  revision: string | undefined,
  now: number,
): CallOutcome | undefined {
  if (task.outcome) return judgeToolOutcome(task.outcome, { tool }, revision);
  if (task.status === 'cancelled')
    return { kind: 'cancelled', durationMs: Math.max(0, (task.history.at(-1)?.at ?? now) - task.knownAt) };
  return undefined;
}

/** A call that became a task: where to follow it, its live status, and its result when it arrives. `tool`: its entry as listed. */
export function TaskRun({ taskId, tool }: { taskId: string; tool: unknown }) {
  const session = useSession();
  const tracker = sessionTasks(session);
  const revision = useSessionState().server?.protocolVersion;
  const { tasks } = useObservable(tracker.state);
  const task = tasks.find((candidate) => candidate.taskId === taskId);
  // Judged once per change of the task: the Result reads a new outcome as a new result.
  const outcome = useMemo(
    () => (task ? taskOutcome(task, tool, revision, Date.now()) : undefined),
    [task, tool, revision],
  );
  if (!task) return <p className="text-sm text-zinc-500">Task {taskId} belongs to an earlier connection.</p>;
  const ended = isTerminalStatus(task.status);
  // A completed 2025-11-25 task waits for tasks/result a moment longer.
  const running =
    !task.stoppedBecause &&
    (!ended || (task.status !== 'cancelled' && task.outcome === undefined && task.awaitingResult));
  return (
    <div className="space-y-2">
      <div
        role="status"
        aria-label="Task"
        className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-800 bg-zinc-900 px-3 py-2 text-sm"
      >
        <span className="text-zinc-300">
          Started task <span className="font-mono text-zinc-100">{task.taskId}</span> — follow it in the Tasks tab
        </span>
        <TaskStatusChip status={task.status} />
        {task.statusMessage ? (
          <span className="min-w-0 truncate text-xs text-zinc-400">{task.statusMessage}</span>
        ) : null}
        {task.stoppedBecause ? (
          <span className="text-xs text-amber-300">No longer followed: {task.stoppedBecause}</span>
        ) : null}
        {!ended && !task.stoppedBecause ? (
          <Button
            className="ml-auto text-xs"
            disabled={task.cancelling}
            onClick={() => void tracker.cancel(task.taskId)}
          >
            {task.cancelling ? 'Cancelling…' : 'Cancel task'}
          </Button>
        ) : null}
      </div>
      <ToolResult outcome={outcome} running={running} />
    </div>
  );
}
