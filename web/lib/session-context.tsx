import { createContext, useContext, useSyncExternalStore } from 'react';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { SessionState } from '../../shared/session/session-state.ts';

export const SessionContext = createContext<McpSession | null>(null);

export function useSession(): McpSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}

export function useSessionState(): SessionState {
  const session = useSession();
  return useSyncExternalStore(session.state.subscribe, session.state.getSnapshot);
}

/** Re-renders when the wire log changes (at most once per animation frame); returns its version. */
export function useWireLogVersion(): number {
  const { log } = useSession();
  return useSyncExternalStore(log.subscribe, log.getSnapshot);
}
