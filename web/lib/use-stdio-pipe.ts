import { useContext, useSyncExternalStore } from 'react';
import type { StdioPipeState } from '../../shared/bridge/stdio-pipe.ts';
import { SessionContext } from './session-context.tsx';

const noSubscription = () => () => {};
const nothing = () => undefined;

/**
 * The current stdio connection's pipe (bytes held without a terminator, the
 * framing written, a hint for a silent server), live; undefined for a
 * server behind a URL, or outside a session.
 */
export function useStdioPipe(): StdioPipeState | undefined {
  const pipe = useContext(SessionContext)?.stdioPipe;
  const snapshot = pipe?.getSnapshot ?? nothing;
  return useSyncExternalStore(pipe?.subscribe ?? noSubscription, snapshot, snapshot);
}
