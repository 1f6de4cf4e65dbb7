import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SessionState } from '../../shared/session/session-state.ts';
import { pageTabs } from './page-tabs.tsx';
import type { TabEntry } from './tab-entry.tsx';

// The parts of the page the first screen does not show are fetched once it is complete (later-parts-list.ts);
// the tabs marked 'first' come first, and at once if the first connect fails (the Log: where a person then looks).
const first = pageTabs.flatMap((entry: TabEntry) => (entry.prefetch === 'first' && entry.load ? [entry.load] : []));

/**
 * Prefetches the later parts once the first screen is complete: the page's first connect has
 * settled (connected or not) and the lists it asked for are in (or a second went by without).
 * True from then on.
 */
export function useLaterPartsPrefetch(status: SessionState['status']): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const [fetched, setFetched] = useState(false);
  const [done, setDone] = useState(false);
  if (!settled && (status === 'connected' || status === 'error')) setSettled(true);
  if (settled && !fetched && fetching > 0) setFetched(true);
  // A first connect that failed: the Log and the Connection tab's diagnosis now, not after the wait below.
  const failed = settled && status === 'error';
  useEffect(() => {
    if (failed) for (const load of first) void load().catch(() => undefined);
  }, [failed]);
  useEffect(() => {
    if (!settled || done) return;
    if (fetched && fetching === 0) {
      setDone(true);
      return;
    }
    // No list asked for, or one still on its way a second on (a slow server): the rest is not held back further.
    const timer = setTimeout(() => setDone(true), 1_000);
    return () => clearTimeout(timer);
  }, [settled, fetched, fetching, done]);
  // The list of later parts is itself one of them (its dozens of chunk names are not the first screen's bytes),
  // fetched in an idle moment as each part after it.
  useEffect(() => {
    if (!done) return;
    // The page's root says how far it got (data-later-parts="first": the Log and the tabs ranked with it; then "all"):
    // the tests that stop mcp-loupe under an open page wait for it, as a person would have had the page open a moment.
    const root = document.documentElement;
    const start = () =>
      void import('./later-parts-list.ts').then(
        (module) => module.prefetchLaterParts((reached) => (root.dataset.laterParts = reached)),
        String,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 1_000 });
    else setTimeout(start, 0);
  }, [done]);
  return done;
}
