import { useIsFetching } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import type { SessionState } from '../../shared/session/session-state.ts';

// The parts of the page the first screen does not show: each is loaded when first shown, so its
// code stays out of the first screen, and all are fetched once the first screen is complete (the
// first connect settled, the server's lists in) and the page is idle, so a tab opens at once later,
// and still opens if the proxy has stopped since.
// In the order they are prefetched: first what a person opens when something went wrong.
const load = {
  log: () => import('./log-tab.tsx'),
  connection: () => import('./connection-tab.tsx'),
  serverLog: () => import('../features/server-log/components/server-log-page.tsx'),
  toolPanel: () => import('../features/tools/components/tool-panel.tsx'),
  resources: () => import('../features/resources/components/resources-page.tsx'),
  prompts: () => import('../features/prompts/components/prompts-page.tsx'),
  inbox: () => import('../features/inbox/components/inbox-page.tsx'),
  tasks: () => import('../features/tasks/components/tasks-page.tsx'),
  client: () => import('../features/client/components/client-page.tsx'),
  skills: () => import('../features/skills/components/skills-page.tsx'),
  compare: () => import('./compare-tab.tsx'),
  checkup: () => import('../features/checkup/components/checkup-page.tsx'),
};

/** Parts the parts above load when they first show one (a Markdown text, a table, an MCP App, …): fetched last, with no component of their own here. */
const nested = [
  () => import('../components/content/markdown-text-body.tsx'),
  () => import('../components/content/markdown-html.tsx'),
  () => import('../components/content/rows-or-json-body.tsx'),
  () => import('../components/content/data-table.tsx'),
  () => import('../components/content/image-lightbox.tsx'),
  () => import('../components/mcp-app/app-view.tsx'),
  () => import('../features/log/components/timeline-view.tsx'),
  () => import('../features/composer/components/composer-panel.tsx'),
  () => import('../features/connection/components/import-config-dialog.tsx'),
];

export const CheckupPage = lazy(load.checkup);
export const SkillsPage = lazy(load.skills);
export const CompareTab = lazy(() => load.compare().then((module) => ({ default: module.CompareTab })));
export const ResourcesPage = lazy(() => load.resources().then((module) => ({ default: module.ResourcesPage })));
export const PromptsPage = lazy(() => load.prompts().then((module) => ({ default: module.PromptsPage })));
export const TasksPage = lazy(() => load.tasks().then((module) => ({ default: module.TasksPage })));
export const InboxPage = lazy(() => load.inbox().then((module) => ({ default: module.InboxPage })));
export const ServerLogPage = lazy(() => load.serverLog().then((module) => ({ default: module.ServerLogPage })));
export const ClientPage = lazy(() => load.client().then((module) => ({ default: module.ClientPage })));
export const ConnectionTab = lazy(() => load.connection().then((module) => ({ default: module.ConnectionTab })));
export const LogTab = lazy(() => load.log().then((module) => ({ default: module.LogTab })));

/** Each part in an idle moment of its own: fetched, then evaluated, one at a time, never holding the page. */
function prefetchLaterParts(): void {
  const idle = (then: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 1_000 }) : setTimeout(then, 0);
  const loaders: (() => Promise<unknown>)[] = [...Object.values(load), ...nested];
  const next = () => {
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

/**
 * Prefetches the later parts once the first screen is complete: the page's first connect has
 * settled (connected or not) and the lists it asked for are in (or a second went by without).
 */
export function useLaterPartsPrefetch(status: SessionState['status']): void {
  const fetching = useIsFetching();
  const [connecting, setConnecting] = useState(false);
  const [settled, setSettled] = useState(false);
  const [fetched, setFetched] = useState(false);
  const [done, setDone] = useState(false);
  if (!connecting && status === 'connecting') setConnecting(true);
  if (!settled && (status === 'connected' || status === 'error')) setSettled(true);
  if (settled && !fetched && fetching > 0) setFetched(true);
  // The log comes while the first connect is under way: it is where a person looks when something went wrong,
  // and it must open even if the proxy stops a moment after the page connected.
  useEffect(() => {
    if (connecting) void load.log().catch(() => undefined);
  }, [connecting]);
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
  useEffect(() => {
    if (done) prefetchLaterParts();
  }, [done]);
}
