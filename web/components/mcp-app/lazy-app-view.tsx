import { lazy, Suspense } from 'react';
import type { AppViewProps } from './app-view.tsx';

// The host (the ext-apps bridge and its schemas) loads the first time a view is opened, not with the first screen.
const AppViewPanel = lazy(() => import('./app-view.tsx'));

/** An MCP App's view, loaded on first use. */
export function LazyAppView(props: AppViewProps) {
  return (
    <Suspense fallback={<p className="text-xs text-zinc-500">Loading the app host…</p>}>
      <AppViewPanel {...props} />
    </Suspense>
  );
}
