import { sessionTasks } from '../../../../shared/tasks/session-tasks.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { useObservable, useSession } from '../../../lib/session-context.tsx';
import { TaskCard } from './task-card.tsx';

/** The Tasks tab: every task of this connection, followed live, newest first. */
export function TasksPage() {
  const session = useSession();
  const tracker = sessionTasks(session);
  const { availability, tasks, listing } = useObservable(tracker.state);
  const cancel = (taskId: string) => void tracker.cancel(taskId);
  return (
    <section aria-label="Tasks" className="min-h-0 flex-1 space-y-4 overflow-auto p-4">
      {!availability.available ? (
        <p role="status" className="rounded-md border border-zinc-800 bg-zinc-900 px-3 py-2 text-sm text-zinc-300">
          {availability.why}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-zinc-300">
            Tasks in the {availability.era === '2025-11-25' ? '2025-11-25 form' : '2026-07-28 tasks extension'}. Run a
            tool as a task from the Tools tab; each is followed here until it ends.
          </p>
          {availability.canList ? (
            <Button
              className="ml-auto text-xs"
              disabled={listing.status === 'loading'}
              onClick={() => void tracker.refreshList()}
            >
              {listing.status === 'loading' ? 'Listing…' : 'Refresh list'}
            </Button>
          ) : null}
        </div>
      )}
      {availability.available && availability.note ? (
        <p className="text-xs text-amber-300">{availability.note}</p>
      ) : null}
      {listing.message ? (
        <p className={`text-xs ${listing.status === 'error' ? 'text-rose-300' : 'text-zinc-500'}`}>{listing.message}</p>
      ) : null}
      {tasks.length === 0 ? (
        availability.available ? (
          <p className="text-sm text-zinc-500">No tasks yet.</p>
        ) : null
      ) : (
        <ul aria-label="Task list" className="space-y-3">
          {tasks.map((task) => (
            <li key={task.taskId}>
              <ErrorBoundary what={`task ${task.taskId}`} resetKey={task}>
                <TaskCard task={task} onCancel={cancel} />
              </ErrorBoundary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
