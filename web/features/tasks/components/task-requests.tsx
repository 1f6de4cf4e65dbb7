import { requestsOfTask } from '../../../../shared/tasks/task-requests.ts';
import { ServerRequestCard } from '../../../components/server-requests/server-request-card.tsx';
import { useServerRequestActions } from '../../../components/server-requests/use-server-request-actions.ts';
import { useObservable, useSession } from '../../../lib/session-context.tsx';

/** The server's requests that belong to this task, answered here as in the Requests tab. */
export function TaskRequests({ connection, taskId }: { connection: number; taskId: string }) {
  const session = useSession();
  const items = useObservable(session.clientSide.inbox.items);
  const actions = useServerRequestActions();
  const mine = requestsOfTask(items, connection, taskId);
  if (mine.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
        The server asks, for this task
      </h4>
      {mine.map((item) => (
        <ServerRequestCard key={item.key} request={item} actions={actions} />
      ))}
    </div>
  );
}
