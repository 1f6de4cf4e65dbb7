import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { connectionKey } from '../../../../shared/config/recent-connections.ts';
import { entryName } from '../../../../shared/config/describe-target.ts';
import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';
import type { HttpTarget } from '../../../../shared/http/http-target.ts';
import type { SuggestedFraming } from '../../../../shared/bridge/stdio-pipe.ts';
import type { ConnectTarget, StdioTarget } from '../../../../shared/session/mcp-session.ts';
import { PROTOCOL_REVISIONS, isRevisionChoice, type RevisionChoice } from '../../../../shared/protocol/revisions.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { targetFacts } from '../../../../shared/session/target-kinds.ts';
import { Button } from '../../../components/button.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { Field, inputClass } from '../../../components/field.tsx';
import { useConnectionFields, type TransportChoice } from '../hooks/use-connection-fields.ts';
import {
  useRecentConnections,
  useRememberConnected,
  type AttemptedConnection,
} from '../hooks/use-recent-connections.ts';
import { usePageCommand } from '../../../lib/page-commands.ts';
import { recentConnections, type RecentStore } from '../../../lib/recent-connections-store.ts';
import { fullCommandLine, shortCommandLine } from '../lib/target-line.ts';
import { FillNoteView, type FillNote } from './fill-note.tsx';
import { CopyAsConfig } from './copy-as-config.tsx';
import { RecentList } from './recent-list.tsx';
import { StdioFields } from './stdio-fields.tsx';
import { TargetSummary } from './target-summary.tsx';

// The config readers and writers load when first needed: the first screen does without them. Copy as config's
// button is on the first screen (its writer loads on first use): a file of its own only cost its names.
const ImportConfigDialog = lazy(() =>
  import('./import-config-dialog.tsx').then((module) => ({ default: module.ImportConfigDialog })),
);
// A server behind a URL (its address, headers and secrets) when first chosen: the default is a stdio server.
const RemoteFields = lazy(() => import('./remote-fields.tsx').then((module) => ({ default: module.RemoteFields })));

export interface ConnectionPanelProps {
  initial: ConnectTarget;
  /** What the stdio fields hold when the panel starts on a URL. */
  stdioDefault: StdioTarget;
  initialRevision?: RevisionChoice;
  /** The server's name when the initial target came with one (a link's `server=`). */
  initialName?: string;
  /** Why the fields hold what they hold when the page did not connect by itself (it opened on a link). */
  initialNote?: FillNote;
  /** A link the page could not use, and why. */
  linkProblem?: string;
  status: ConnectionStatus;
  /** The name the connected server gives itself, for the recent list and copied entries. */
  serverName?: string;
  /** How the current remote connection goes, when it is not the obvious way (through the proxy because of CORS, say). Shown while the fields still name that server. */
  routeNote?: string;
  /** Told what the fields describe whenever that changes: a server to connect to, or undefined while they make none. */
  onFormTarget?: (target: ConnectTarget | undefined) => void;
  onConnect: (target: ConnectTarget, revision: RevisionChoice) => void;
  onDisconnect: () => void;
  /** Runs the server's OAuth without connecting. */
  onAuthorize?: (target: HttpTarget) => void;
  /** Where recent connections are kept; the browser's localStorage by default. */
  recentStore?: RecentStore;
}

const transportNames: Record<TransportChoice, string> = {
  stdio: 'stdio',
  'streamable-http': 'Streamable HTTP',
  sse: 'legacy SSE (HTTP+SSE)',
  auto: 'auto (URL)',
};

/**
 * Where the server is and how to reach it: a command to start, or a URL; and
 * the protocol revision. Fields fill from another tool's config, a link or a
 * recent connection, and never connect by themselves.
 */
export function ConnectionPanel(props: ConnectionPanelProps) {
  const {
    initial,
    stdioDefault,
    initialRevision = 'auto',
    initialName,
    status,
    serverName,
    routeNote,
    onFormTarget,
    onConnect,
    onDisconnect,
    onAuthorize,
  } = props;
  const id = useId();
  const fields = useConnectionFields(initial, stdioDefault, initialRevision);
  const { transport, stdio, remote, revision, invalid } = fields;
  const live = status === 'connected' || status === 'connecting';
  // Once connected the settings fold away, one click from showing again; when the connection is lost or fails they show again.
  const [settingsShown, setSettingsShown] = useState(true);
  const folded = live && !settingsShown;
  const settingsRef = useRef<HTMLDivElement>(null);
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    // Not while the person is typing in them: the fields stay under their cursor.
    const typing =
      settingsRef.current?.contains(document.activeElement) &&
      document.activeElement?.matches('input, textarea, select');
    if (status === 'connected' && !typing) setSettingsShown(false);
  }
  const [name, setName] = useState(initialName);
  const [note, setNote] = useState<FillNote | undefined>(props.initialNote);
  const [importing, setImporting] = useState(false);
  // Kept once opened, so a second opening finds what was pasted.
  const importOpened = useRef(false);
  if (importing) importOpened.current = true;

  const [store] = useState(() => props.recentStore ?? recentConnections());
  const recent = useRecentConnections(store);
  const attempted = useRef<AttemptedConnection>({ target: initial, revision: initialRevision, name: initialName });
  useRememberConnected(store, status, attempted, serverName);

  // What the fields name now, against the server last connected: a note about that connection is not about another URL or command.
  const formTarget = fields.target();
  const formKey = formTarget ? JSON.stringify(formTarget) : '';
  const sameServer = formTarget !== undefined && connectionKey(formTarget) === connectionKey(attempted.current.target);
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey stands for formTarget, a new object at each render with the same content
  useEffect(() => onFormTarget?.(formTarget), [formKey, onFormTarget]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const target = fields.target();
    if (!target) return;
    attempted.current = { target, revision, name };
    setNote(undefined);
    onConnect(target, revision);
  };

  // The framing hint's button: the Framing field set as it says, and the same server connected again with it.
  const reconnectWithFraming = (framing: SuggestedFraming) => {
    fields.setStdio({ ...stdio, framing });
    const target = fields.target();
    if (target?.kind !== 'stdio') return;
    const next: ConnectTarget = { ...target, framing };
    attempted.current = { target: next, revision, name };
    setNote(undefined);
    onConnect(next, revision);
  };

  const fill = (
    target: ConnectTarget,
    filled: { name?: string | undefined; revision?: RevisionChoice; note: FillNote },
  ) => {
    fields.fill(target, filled.revision);
    setName(filled.name);
    setNote(filled.note);
    setSettingsShown(true);
  };
  const fillRecent = (connection: RecentConnection) =>
    fill(connection.target, {
      name: connection.name,
      revision: connection.revision,
      note: {
        source: 'a recent connection',
        stdio: targetFacts(connection.target).startsProcess,
        placeholders: [],
        withheld: connection.withheld,
      },
    });

  // The command palette and the shortcuts connect through the form, as its own button does. A recent server
  // chosen there connects at once, unless secrets were withheld from it: then its fields fill, saying which.
  usePageCommand('connect', ({ connection }) => {
    if (!connection) return submit();
    fillRecent(connection);
    if (connection.withheld.length) return;
    attempted.current = { target: connection.target, revision: connection.revision, name: connection.name };
    setNote(undefined);
    onConnect(connection.target, connection.revision);
  });

  return (
    <div className="space-y-3">
      <form onSubmit={submit} aria-label="Connection" className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Server</h2>
          {/* In a narrow column the buttons go under the heading rather than past the edge. */}
          <span className="ml-auto flex flex-wrap items-center justify-end gap-1">
            <button
              type="button"
              onClick={() => setImporting(true)}
              className={headerButtonClass}
              title="Fill the fields from Claude Desktop, Cursor, VS Code, MCP Inspector or server.json config"
            >
              Import config
            </button>
            {live ? (
              <button
                type="button"
                aria-expanded={!folded}
                aria-controls={`${id}-settings`}
                onClick={() => setSettingsShown(!settingsShown)}
                className={`${headerButtonClass} flex items-center gap-1`}
              >
                <span aria-hidden="true">{folded ? '▸' : '▾'}</span>
                Connection settings
              </button>
            ) : null}
          </span>
        </div>
        {name ? (
          <p className="-mt-1.5 truncate text-sm font-medium text-zinc-200" title={name}>
            {name}
          </p>
        ) : null}
        {props.linkProblem ? (
          <p
            role="alert"
            className="rounded-md border border-rose-900/70 bg-rose-950/40 px-2 py-1.5 text-xs text-rose-200"
          >
            The link could not fill the fields: {props.linkProblem}
          </p>
        ) : null}
        {folded ? (
          <TargetSummary
            transport={transportNames[transport]}
            text={transport === 'stdio' ? shortCommandLine(stdio.command, stdio.args) : remote.url.trim()}
            full={transport === 'stdio' ? fullCommandLine(stdio.command, stdio.args) : remote.url.trim()}
          />
        ) : (
          <div id={`${id}-settings`} ref={settingsRef} className="space-y-3">
            <Field id={`${id}-transport`} label="Transport">
              <select
                id={`${id}-transport`}
                className={inputClass}
                value={transport}
                onChange={(event) => fields.setTransport(event.target.value as TransportChoice)}
              >
                {(Object.keys(transportNames) as TransportChoice[]).map((key) => (
                  <option key={key} value={key}>
                    {transportNames[key]}
                  </option>
                ))}
              </select>
            </Field>
            {transport === 'stdio' ? (
              <StdioFields
                value={stdio}
                onChange={fields.setStdio}
                errors={fields.stdioErrors}
                onReconnectWithFraming={reconnectWithFraming}
              />
            ) : (
              // Its code comes on first use; if it cannot (mcp-loupe stopped since the page loaded), this part says so.
              <ErrorBoundary what="the URL fields" inline>
                <Suspense fallback={<p className="text-xs text-zinc-500">Loading the URL fields…</p>}>
                  <RemoteFields value={remote} onChange={fields.setRemote} urlError={fields.urlError} />
                </Suspense>
              </ErrorBoundary>
            )}
            <Field id={`${id}-revision`} label="Protocol revision">
              <select
                id={`${id}-revision`}
                className={inputClass}
                value={revision}
                onChange={(e) => {
                  if (isRevisionChoice(e.target.value)) fields.setRevision(e.target.value);
                }}
              >
                <option value="auto">auto (latest the server speaks)</option>
                {[...PROTOCOL_REVISIONS].reverse().map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
        {note ? <FillNoteView note={note} onDismiss={() => setNote(undefined)} /> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {live ? (
            <>
              <Button type="submit" variant="primary" disabled={invalid} className="flex-1">
                Reconnect
              </Button>
              <Button onClick={onDisconnect}>Disconnect</Button>
            </>
          ) : (
            <Button type="submit" variant="primary" disabled={invalid} className="flex-1">
              Connect
            </Button>
          )}
          {transport !== 'stdio' && onAuthorize ? (
            <Button
              disabled={invalid}
              onClick={() => onAuthorize(fields.remoteTarget())}
              title="Run the server's OAuth flow without connecting"
            >
              Authorize
            </Button>
          ) : null}
        </div>
        {routeNote && sameServer ? (
          <p
            role="note"
            aria-label="How this connection goes"
            className="rounded-md border border-amber-800/60 bg-amber-950/40 px-2 py-1.5 text-xs text-amber-200"
          >
            {routeNote}
          </p>
        ) : null}
      </form>
      {folded ? null : (
        <CopyAsConfig target={fields.target} name={name ?? serverName ?? entryName(fields.target() ?? initial)} />
      )}
      {/* Folded, the column leaves the room to the server's overview; recent servers fill the fields, so they show with them. */}
      {folded ? null : <RecentList recent={recent} onFill={fillRecent} onForget={store.forget} />}
      {importOpened.current ? (
        <Suspense fallback={null}>
          <ImportConfigDialog
            open={importing}
            onClose={() => setImporting(false)}
            onUse={(server, source) => {
              setImporting(false);
              fill(server.target, {
                name: server.name,
                note: {
                  source: `${server.name} in ${source}`,
                  stdio: targetFacts(server.target).startsProcess,
                  placeholders: server.placeholders,
                  withheld: [],
                },
              });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const headerButtonClass =
  'rounded px-1.5 py-0.5 text-xs text-zinc-400 hover:bg-zinc-800 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500';
