import { pendingCount } from '../../shared/inbox/server-request-inbox.ts';
import { useObservable, useSession } from '../lib/session-context.tsx';

/** How many of the server's requests wait for the person; part of the Requests tab's name, so it is heard as well as seen. */
export function PendingRequestsBadge() {
  const items = useObservable(useSession().clientSide.inbox.items);
  const count = pendingCount(items);
  return (
    <span
      className={`rounded px-1.5 py-0.5 font-mono text-[11px] ${count ? 'bg-amber-400 font-semibold text-zinc-950' : 'bg-zinc-800 text-zinc-400'}`}
    >
      {count}
    </span>
  );
}
