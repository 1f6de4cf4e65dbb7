import { createContext, useContext, useRef, useSyncExternalStore } from 'react';

/**
 * Whether the tab panel a part is in is shown (true outside any panel). A part that follows a fast store can stop
 * drawing while its panel is hidden: nobody sees it, and each change drawn into a hidden panel is styled again when
 * the panel is shown (a view flooding its host drew its App messages 60 times a second behind the Log tab).
 */
export const PanelShown = createContext(true);

const noSubscription = () => () => {};

/** A store's snapshot while the panel is shown; hidden, the last one seen, and no subscription. */
export function useSnapshotWhileShown<T>(store: {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}): T {
  const shown = useContext(PanelShown);
  const seen = useRef<T>(undefined);
  seen.current ??= store.getSnapshot();
  const snapshot = useSyncExternalStore(
    shown ? store.subscribe : noSubscription,
    shown ? store.getSnapshot : () => seen.current as T,
  );
  seen.current = snapshot;
  return snapshot;
}
