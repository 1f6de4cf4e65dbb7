import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';
import type { ConnectTarget } from '../../../../shared/session/connect-target.ts';
import type { RevisionChoice } from '../../../../shared/protocol/revisions.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import type { RecentStore } from '../../../lib/recent-connections-store.ts';

export function useRecentConnections(store: RecentStore): readonly RecentConnection[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export interface AttemptedConnection {
  target: ConnectTarget;
  revision: RevisionChoice;
  name?: string | undefined;
}

/**
 * Remembers a connection in the recent list once it is made (not when it is
 * only tried: a mistyped command is not worth a place). `attempted` holds
 * the last connection asked for; the status says when it succeeded.
 */
export function useRememberConnected(
  store: RecentStore,
  status: ConnectionStatus,
  attempted: { readonly current: AttemptedConnection },
  serverName: string | undefined,
): void {
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== 'connected' || was === 'connected') return;
    store.remember({ ...attempted.current, name: attempted.current.name ?? serverName });
  }, [status, store, attempted, serverName]);
}
