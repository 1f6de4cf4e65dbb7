import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PanelShown } from '../components/panel-shown.ts';

/**
 * Mounted the first time it is shown (so nothing is fetched for a tab never opened), then kept.
 * A tab that failed to render tries again each time it is shown anew, and when `resetKey` changes.
 */
export function TabPanel({
  shown,
  what,
  resetKey,
  children,
}: {
  shown: boolean;
  what: string;
  resetKey?: string | number;
  children: ReactNode;
}) {
  const [visited, setVisited] = useState(shown);
  const [visits, setVisits] = useState(0);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (shown) setVisits(visits + 1);
  }
  if (shown && !visited) setVisited(true);
  if (!visited) return null;
  // A panel not shown keeps its style and layout (content-visibility: hidden) rather than dropping them (display:
  // none): shown again, it is drawn from them, not worked out anew; a tab click mid-flood spent 37 ms working out
  // the style of a Log tab hidden by display: none. Its contents are skipped (never drawn, focused, clicked or found);
  // out of the flow and under the panel shown, its empty box takes no click; hidden from the accessibility tree, it is
  // neither seen, nor reached by keyboard, nor named to a screen reader. Nothing that is inherited changes (no
  // `invisible`, no `inert`): either made the browser work out the style of every element in the panel again each time
  // it was set or removed (371 elements of the Log, 8–16 ms of a tab click mid-flood).
  return (
    <div
      aria-hidden={shown ? undefined : true}
      className={
        shown ? 'flex min-h-0 flex-1 flex-col' : 'absolute inset-0 -z-10 flex flex-col [content-visibility:hidden]'
      }
    >
      <ErrorBoundary what={what} className="m-4" resetKey={`${visits}:${resetKey ?? ''}`}>
        <PanelShown value={shown}>{children}</PanelShown>
      </ErrorBoundary>
    </div>
  );
}
