import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import type { ConnectTarget } from '../../shared/session/mcp-session.ts';
import { targetFacts } from '../../shared/session/target-kinds.ts';
import type { RevisionChoice } from '../../shared/protocol/revisions.ts';
import {
  defaultTarget,
  loadSavedConnection,
  saveConnection,
  type SavedConnection,
} from '../features/connection/lib/saved-target.ts';
import { takeConnectionLink } from '../features/connection/lib/connection-link-location.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { Tabs } from '../components/tabs.tsx';
import { ConnectionPanel } from '../features/connection/components/connection-panel.tsx';
import { ConnectionStatus } from '../features/connection/components/connection-status.tsx';
import { ServerOverview } from '../features/overview/components/server-overview.tsx';
import { useObservable, useOAuthFlow, useSession, useSessionState } from '../lib/session-context.tsx';
import { logSelection } from '../lib/log-selection.ts';
import { placeRequest, showTab, tabOfItem } from '../lib/page-place.ts';
import { recentConnections } from '../lib/recent-connections-store.ts';
import type { OpeningServer } from './opening-server.ts';
import { PageLinksSlot } from './page-links-slot.tsx';
import { setConnectionForm } from '../lib/connection-form.ts';
import { KeyboardHost } from './keyboard-host.tsx';
import { useLaterPartsPrefetch } from './later-parts.tsx';
import { pageTabs, type TabKey } from './page-tabs.tsx';
import { TabPanel } from './tab-panel.tsx';
import { HeaderMenu } from './header-menu.tsx';

const tabKeys: readonly string[] = pageTabs.map((entry) => entry.key);
// Shown only when a stdio server did not start (the proxy is there to say so, and to serve it): not on the first screen.
const StartFailureCard = lazy(() =>
  import('../features/doctor/components/start-failure-card.tsx').then((module) => ({
    default: module.StartFailureCard,
  })),
);

export function Layout({ config }: { config: InspectorConfig }) {
  const session = useSession();
  const state = useSessionState();
  const [tab, setTab] = useState<TabKey>('tools');
  const oauth = useOAuthFlow();
  // While connecting, the person must act (approve) or read why it failed: the Connection tab comes forward once for each.
  // Mid-session (a step-up during a tool call) the tab stays where the call is. A session the server forgot (404) is said in
  // the header, with its button: the doctor has nothing to add, so the tab stays.
  const attention =
    (state.status === 'connecting' && (oauth.status === 'waiting' || oauth.status === 'failed')) ||
    (state.status === 'error' && state.remote !== undefined && !state.sessionExpired);
  const [shownFor, setShownFor] = useState<string>();
  // Where the person was when the page brought the Connection tab forward: once connected, they are taken back there.
  const [cameFrom, setCameFrom] = useState<TabKey>();
  const attentionKey = attention ? `${state.connection}:${oauth.status}:${state.status}` : undefined;
  if (attentionKey && attentionKey !== shownFor) {
    setShownFor(attentionKey);
    if (tab !== 'connection') {
      setCameFrom(tab);
      setTab('connection');
    }
  }
  if (cameFrom && state.status === 'connected') {
    setCameFrom(undefined);
    if (tab === 'connection') setTab(cameFrom);
  }
  // Not a transition: during a flood of messages the store's own updates interrupted it again and again, and the tab
  // chosen showed up to a second after the click.
  const chooseTab = (key: TabKey) => {
    setCameFrom(undefined);
    setTab(key);
    showTab(key, true);
  };
  // The address follows the tab in front, however it came forward (web/app/page-address-sync.ts).
  useEffect(() => showTab(tab, false), [tab]);
  // A frame opened from elsewhere (the Checkup's evidence) brings the Log forward.
  const selection = useObservable(logSelection);
  const [shownSelection, setShownSelection] = useState(selection);
  if (selection !== shownSelection) {
    setShownSelection(selection);
    if (selection) setTab('log');
  }
  // A place asked for from anywhere (the command palette, a link) brings its tab forward.
  const place = useObservable(placeRequest);
  const [shownPlace, setShownPlace] = useState(place);
  if (place !== shownPlace) {
    setShownPlace(place);
    const key = place?.tab ?? (place?.item && tabOfItem(place.item.kind));
    const known = pageTabs.find((entry) => entry.key === key);
    if (known) {
      setCameFrom(undefined);
      setTab(known.key);
    }
  }
  // A link's connection fills the panel and waits for a click; otherwise a reload returns to the server
  // this tab was last connected to, and a new tab starts with the default.
  const [link] = useState(() => takeConnectionLink());
  const [initial] = useState<SavedConnection>(
    () =>
      (link.link && { target: link.link.target, revision: link.link.revision ?? 'auto' }) ??
      loadSavedConnection() ?? {
        target: config.defaultRemote ?? defaultTarget(config.defaultServer),
        revision: 'auto',
      },
  );
  // A link to a place may name its server (README "Links"): another one this browser knows fills the panel as a
  // connection link does. Looked up before the first connect, in code loaded only for such a link.
  const [openedHash] = useState(() => window.location.hash);
  const [opening, setOpening] = useState<OpeningServer>();
  const started = useRef(false);
  const [lastTarget, setLastTarget] = useState<ConnectTarget>(initial.target);
  const connect = (target: ConnectTarget, revision: RevisionChoice) => {
    setLastTarget(target);
    saveConnection({ target, revision });
    void session.connect(target, revision);
  };

  const laterParts = useLaterPartsPrefetch(state.status);
  // The links' code is loaded at once for a page opened on a place, else in an idle moment once the first screen is
  // complete; a move made before is written then (page-address-sync.ts), as one step of Back.
  const [linksWanted, setLinksWanted] = useState(openedHash.length > 1);
  useEffect(() => {
    if (!laterParts || linksWanted) return;
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout;
    idle(() => setLinksWanted(true));
  }, [laterParts, linksWanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: connects once, when the page opens, to what it opened with
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (link.link) return;
    if (!openedHash.includes('server=')) {
      void session.connect(initial.target, initial.revision);
      return;
    }
    void import('./opening-server.ts')
      .then(({ openingServer }) =>
        openingServer({ hash: openedHash, start: initial.target, recents: recentConnections().getSnapshot() }),
      )
      .catch((): OpeningServer => ({}))
      .then((found) => {
        setOpening(found);
        if (found.recent) setLastTarget(found.recent.target);
        else void session.connect(initial.target, initial.revision);
      });
  }, []);

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-4 border-b border-zinc-800 bg-zinc-900 px-4">
        <h1 className="font-mono text-sm font-semibold tracking-tight text-zinc-100">
          mcp<span className="text-sky-400">·</span>loupe
        </h1>
        <ConnectionStatus
          state={state}
          onNewSession={() => {
            const last = loadSavedConnection() ?? initial;
            void session.connect(last.target, last.revision);
          }}
        />
        <span className="flex-1" />
        {linksWanted ? <PageLinksSlot part="copy" target={lastTarget} /> : null}
        {state.server && state.status === 'connected' ? (
          <ErrorBoundary what="the server's name" inline resetKey={state.server}>
            {/* A name of any length gives way to the status, never the other way round. */}
            <span
              className="min-w-0 max-w-[45%] truncate font-mono text-xs text-zinc-400"
              title={`${state.server.info?.name ?? ''} ${state.server.info?.version ?? ''} · ${state.server.protocolVersion}`}
            >
              {state.server.info?.name} {state.server.info?.version} · {state.server.protocolVersion}
            </span>
          </ErrorBoundary>
        ) : null}
        <HeaderMenu />
      </header>
      <div className="flex min-h-0 flex-1">
        <aside className="w-72 shrink-0 space-y-5 overflow-auto border-r border-zinc-800 bg-zinc-900/50 p-4 xl:w-96">
          <ErrorBoundary what="the connection panel">
            <ConnectionPanel
              key={opening?.recent ? 'link-server' : 'start'}
              initial={opening?.recent?.target ?? initial.target}
              stdioDefault={defaultTarget(config.defaultServer)}
              initialRevision={opening?.recent?.revision ?? initial.revision}
              initialName={link.link?.name ?? opening?.recent?.name}
              initialNote={
                (link.link && {
                  source: 'the link',
                  stdio: targetFacts(link.link.target).startsProcess,
                  placeholders: [],
                  withheld: [],
                }) ||
                opening?.note
              }
              linkProblem={link.problem}
              status={state.status}
              serverName={state.server?.info?.name}
              routeNote={state.remote?.why}
              onFormTarget={setConnectionForm}
              onConnect={connect}
              onDisconnect={() => void session.disconnect()}
              onAuthorize={(target) => {
                chooseTab('connection');
                void session.authorize(target);
              }}
            />
          </ErrorBoundary>
          <ErrorBoundary what="the server overview" data={state.server} resetKey={state.server}>
            <ServerOverview state={state} />
          </ErrorBoundary>
        </aside>
        <main className="flex min-w-0 flex-1 flex-col">
          {linksWanted ? (
            <PageLinksSlot
              part="address"
              openedHash={openedHash}
              opening={opening}
              tabs={tabKeys}
              target={lastTarget}
            />
          ) : null}
          <Tabs
            active={tab}
            onChange={chooseTab}
            items={pageTabs.map(({ key, label, badge }) => ({ key, label, badge }))}
          >
            {/* A stdio server that did not start: why, above whichever tab is shown, until the next connect. */}
            {state.status === 'error' && state.startFailure ? (
              <div className="shrink-0 px-4 pt-4">
                <ErrorBoundary what="the start failure">
                  <Suspense fallback={null}>
                    <StartFailureCard failure={state.startFailure} />
                  </Suspense>
                </ErrorBoundary>
              </div>
            ) : null}
            {/* Each tab is mounted when first shown and then kept, so its state survives a trip elsewhere. */}
            {pageTabs.map((entry) => (
              <TabPanel
                key={entry.key}
                shown={tab === entry.key}
                what={entry.what}
                resetKey={entry.perConnection ? state.connection : undefined}
              >
                {entry.render({ shown: tab === entry.key, state, connected: lastTarget, oauth, config })}
              </TabPanel>
            ))}
          </Tabs>
        </main>
      </div>
      <KeyboardHost tabs={pageTabs} />
    </div>
  );
}
