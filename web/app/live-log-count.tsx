import { CountBadge } from '../components/count-badge.tsx';
import { useSession, useWireLogVersion } from '../lib/session-context.tsx';

/** The Log tab's count: with the Requests badge, the only part of the shell that re-renders as frames arrive. */
export function LiveLogCount() {
  const session = useSession();
  useWireLogVersion();
  return <CountBadge count={session.log.size} />;
}
