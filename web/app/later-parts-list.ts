import { pageTabs } from './page-tabs.tsx';
import type { TabEntry } from './tab-entry.tsx';

// The parts of the page the first screen does not show: each tab's code (page-tabs.tsx) is loaded
// when the tab is first shown, so it stays out of the first screen, and all are fetched once the first
// screen is complete (the first connect settled, the server's lists in) and the page is idle, so a tab
// opens at once later, and still opens if the proxy has stopped since.
// First what a person opens when something went wrong, then the tabs in their order.
const rank = (entry: TabEntry) => (entry.prefetch === undefined ? 1 : 0);
const firstCount = pageTabs.filter((entry) => entry.prefetch === 'first' && entry.load).length;
const tabLoads = [...pageTabs]
  .sort((a, b) => rank(a) - rank(b))
  .flatMap((entry: TabEntry) => (entry.load ? [entry.load] : []));

/** Parts the tabs load when they first show one (a tool's panel, a Markdown text, a table, an MCP App, …): fetched last. */
const nested = [
  () => import('../features/tools/components/tool-panel.tsx'),
  () => import('../components/content/markdown-text-body.tsx'),
  () => import('../components/content/markdown-html.tsx'),
  () => import('../components/content/rows-or-json-body.tsx'),
  () => import('../components/content/data-table.tsx'),
  () => import('../components/content/image-lightbox.tsx'),
  () => import('../components/mcp-app/app-view.tsx'),
  () => import('../features/log/components/timeline-view.tsx'),
  () => import('../features/log/lib/export-blob.ts'),
  () => import('../features/composer/components/composer-panel.tsx'),
  () => import('../features/connection/components/remote-fields.tsx'),
  () => import('../features/connection/components/import-config-dialog.tsx'),
  () => import('../features/command-palette/components/keyboard-dialogs.tsx'),
  () => import('../features/doctor/components/start-failure-card.tsx'),
];

/** Each part in an idle moment of its own: fetched, then evaluated, one at a time, never holding the page. */
export function prefetchLaterParts(reached?: (how: 'first' | 'all') => void): void {
  const idle = (then: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 1_000 }) : setTimeout(then, 0);
  const loaders: (() => Promise<unknown>)[] = [...tabLoads, ...nested];
  const total = loaders.length;
  const next = () => {
    const done = total - loaders.length;
    if (done === firstCount) reached?.('first');
    if (done === total) reached?.('all');
    const loader = loaders.shift();
    // A part that failed to load here is asked for again when shown.
    if (loader)
      idle(
        () =>
          void loader()
            .catch(() => undefined)
            .finally(next),
      );
  };
  next();
}
