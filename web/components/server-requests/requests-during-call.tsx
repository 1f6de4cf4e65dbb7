import { useObservable, useSession } from '../../lib/session-context.tsx';
import { ServerRequestCard } from './server-request-card.tsx';
import { useServerRequestActions } from './use-server-request-actions.ts';

/** The server's requests that arrived while one call waited (a tool that samples or elicits), shown beside its result. */
export function RequestsDuringCall({ tag }: { tag: string | undefined }) {
  const session = useSession();
  const items = useObservable(session.clientSide.inbox.items);
  const actions = useServerRequestActions();
  if (tag === undefined) return null;
  const during = items.filter((item) => item.during.includes(tag));
  if (during.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-400">
        The server asked, during this call
      </h3>
      {during.map((item) => (
        <ServerRequestCard key={item.key} request={item} actions={actions} />
      ))}
    </div>
  );
}
