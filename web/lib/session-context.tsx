import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { SessionState } from '../../shared/session/session-state.ts';
import type { OAuthFlowState } from '../../shared/oauth/oauth-flow.ts';
import type { Observable } from '../../shared/lib/observable.ts';

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

/**
 * Where a server list may be asked for: the connection it belongs to (the
 * query key), and whether the connected server offers that capability.
 */
export function useOffered(capability: 'tools' | 'resources' | 'prompts'): { connection: number; enabled: boolean } {
  const state = useSessionState();
  return {
    connection: state.connection,
    enabled: state.status === 'connected' && state.server?.capabilities[capability] !== undefined,
  };
}

const noSubscription = () => () => {};

/**
 * Re-renders when the wire log changes (at most once per animation frame); returns its version.
 * While `active` is false it neither subscribes nor re-renders, and keeps returning the last version seen.
 */
export function useWireLogVersion(active = true): number {
  const { log } = useSession();
  const seen = useRef(log.getSnapshot());
  const version = useSyncExternalStore(
    active ? log.subscribe : noSubscription,
    active ? log.getSnapshot : () => seen.current,
  );
  seen.current = version;
  return version;
}

export function useOAuthFlow(): OAuthFlowState {
  const session = useSession();
  return useSyncExternalStore(session.oauth.state.subscribe, session.oauth.state.getSnapshot);
}

/** Reads one of the session's observables (inbox, settings, roots, server log) and re-renders when it changes. */
export function useObservable<T>(observable: Pick<Observable<T>, 'subscribe' | 'getSnapshot'>): T {
  return useSyncExternalStore(observable.subscribe, observable.getSnapshot);
}
