import { memo } from 'react';
import { ToolsPage } from '../features/tools/components/tools-page.tsx';
import { LiveLogCount } from './live-log-count.tsx';
import { PendingRequestsBadge } from './pending-requests-badge.tsx';
import { firstScreenTab, laterTab } from './tab-entry.tsx';

/** The Chat and Evals tabs' code, one chunk for both. */
const modelTabs = () => import('./model-tabs.tsx');
// Drawn again on its own state, not whenever the shell is (see laterTab).
const MemoToolsPage = memo(ToolsPage);

/**
 * The page's tabs, in the order they are shown (the arrow keys follow it). Adding a tab is one
 * entry here: its key, its name, and its component (a feature's page, or a file of web/app/ that
 * composes several features). Only Tools is on the first screen; every other tab's code is loaded
 * when it is first shown, and prefetched once the first screen is complete (later-parts.tsx).
 */
export const pageTabs = [
  firstScreenTab({
    key: 'tools',
    label: 'Tools',
    perConnection: true,
    render: () => <MemoToolsPage />,
  }),
  laterTab({
    key: 'resources',
    label: 'Resources',
    perConnection: true,
    load: () => import('../features/resources/components/resources-page.tsx').then((module) => module.ResourcesPage),
    render: (ResourcesPage) => <ResourcesPage />,
  }),
  laterTab({
    key: 'prompts',
    label: 'Prompts',
    perConnection: true,
    load: () => import('../features/prompts/components/prompts-page.tsx').then((module) => module.PromptsPage),
    render: (PromptsPage) => <PromptsPage />,
  }),
  laterTab({
    key: 'skills',
    label: 'Skills',
    perConnection: true,
    load: () => import('../features/skills/components/skills-page.tsx').then((module) => module.default),
    render: (SkillsPage) => <SkillsPage />,
  }),
  laterTab({
    key: 'chat',
    label: 'Chat',
    // The model, its providers and the AI SDK come with it, on first use.
    load: () => modelTabs().then((module) => module.ChatTab),
    render: (ChatTab) => <ChatTab />,
  }),
  laterTab({
    key: 'evals',
    label: 'Evals',
    // With the Chat tab's code (model-tabs.tsx); the case file reader, the eval runner and the model engine on first use.
    load: () => modelTabs().then((module) => module.EvalsTab),
    render: (EvalsTab) => <EvalsTab />,
  }),
  laterTab({
    key: 'collections',
    label: 'Collections',
    // Through a file of its own: the shell's file names only that one (see collections-tab.ts).
    load: () => import('./collections-tab.ts').then((module) => module.loadCollectionsPage()),
    render: (CollectionsPage) => <CollectionsPage />,
  }),
  laterTab({
    key: 'tasks',
    label: 'Tasks',
    load: () => import('../features/tasks/components/tasks-page.tsx').then((module) => module.TasksPage),
    render: (TasksPage) => <TasksPage />,
  }),
  laterTab({
    key: 'requests',
    label: 'Requests',
    badge: <PendingRequestsBadge />,
    load: () => import('../features/inbox/components/inbox-page.tsx').then((module) => module.InboxPage),
    render: (InboxPage) => <InboxPage />,
  }),
  laterTab({
    key: 'server-log',
    label: 'Server messages',
    load: () => import('../features/server-log/components/server-log-page.tsx').then((module) => module.ServerLogPage),
    render: (ServerLogPage) => <ServerLogPage />,
  }),
  laterTab({
    key: 'log',
    label: 'Log',
    what: 'the message log',
    loading: 'the message log',
    badge: <LiveLogCount />,
    // Where a person looks when something went wrong: fetched at once when the first connect fails, else first of the
    // later parts once the tools are listed (before them it was 25 KB the tools waited behind).
    prefetch: 'first',
    load: () => import('./log-tab.tsx').then((module) => module.LogTab),
    render: (LogTab, { shown, config }) => <LogTab shown={shown} cli={config.cli} />,
  }),
  laterTab({
    key: 'compare',
    label: 'Compare',
    load: () => import('./compare-tab.tsx').then((module) => module.CompareTab),
    render: (CompareTab, { shown }) => <CompareTab shown={shown} />,
  }),
  laterTab({
    key: 'checkup',
    label: 'Checkup',
    loading: 'the checkup',
    load: () => import('../features/checkup/components/checkup-page.tsx').then((module) => module.default),
    render: (CheckupPage) => <CheckupPage />,
  }),
  laterTab({
    key: 'client',
    label: 'Client',
    load: () => import('../features/client/components/client-page.tsx').then((module) => module.ClientPage),
    render: (ClientPage) => <ClientPage />,
  }),
  laterTab({
    key: 'connection',
    label: 'Connection',
    prefetch: 'first',
    load: () => import('./connection-tab.tsx').then((module) => module.ConnectionTab),
    render: (ConnectionTab, { state, connected, oauth }) => (
      <ConnectionTab state={state} connected={connected} oauth={oauth} />
    ),
  }),
] as const;

export type TabKey = (typeof pageTabs)[number]['key'];
