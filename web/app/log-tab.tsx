import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ConnectTarget, StdioTarget } from '../../shared/session/connect-target.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ImportBar } from '../features/log-import/components/import-bar.tsx';
import { readImport, type ImportedLog } from '../features/log-import/lib/read-import.ts';
import { MessageLog } from '../features/log/components/message-log.tsx';
import { useObservable, useSession, useWireLogVersion } from '../lib/session-context.tsx';
import { importedLog } from './imported-log.ts';

// The composer (its method catalogue and templates) loads after the first screen.
const ComposerPanel = lazy(() =>
  import('../features/composer/components/composer-panel.tsx').then((module) => ({ default: module.ComposerPanel })),
);

/** Kept mounted so its filter, selection and Follow survive a trip to another tab; it only follows the log while shown. */
function LiveMessageLog({ shown, cli }: { shown: boolean; cli: readonly string[] | undefined }) {
  const session = useSession();
  const version = useWireLogVersion(shown);
  const targetOf = useCallback((connection: number) => stdioOnly(session.targetOf(connection)), [session]);
  const connection = useObservable(session.state).connection;
  return useMemo(
    () => <MessageLog log={session.log} version={version} targetOf={targetOf} cli={cli} connection={connection} />,
    [session.log, version, targetOf, cli, connection],
  );
}

const stdioOnly = (target: ConnectTarget | undefined): StdioTarget | undefined =>
  target?.kind === 'stdio' ? target : undefined;

/** An imported log in every view of the log; nothing reaches a server from it. */
function ImportedMessageLog({ imported }: { imported: ImportedLog }) {
  const version = useSyncExternalStore(imported.log.subscribe, imported.log.getSnapshot);
  return useMemo(() => <MessageLog log={imported.log} version={version} live={false} />, [imported.log, version]);
}

/** The Log tab: Import above the log, the live log or an imported one, and the composer under it. */
export function LogTab({ shown, cli }: { shown: boolean; cli?: readonly string[] | undefined }) {
  const imported = useObservable(importedLog);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ImportBar
        imported={imported && { name: imported.name, entries: imported.entries, skipped: imported.skipped }}
        onImport={async (file) => {
          const read = await readImport(file);
          importedLog.set({ ...read, entries: read.log.size });
        }}
        onBackToLive={() => importedLog.set(undefined)}
      />
      <div hidden={imported !== undefined} className={imported ? undefined : 'flex min-h-0 flex-1 flex-col'}>
        <LiveMessageLog shown={shown && !imported} cli={cli} />
      </div>
      {imported ? (
        <div className="flex min-h-0 flex-1 flex-col">
          <ImportedMessageLog key={imported.log.generation + imported.name} imported={imported} />
        </div>
      ) : null}
      {/* Its own boundary: a composer that could not load (mcp-loupe stopped before it was fetched) must not take the log with it. */}
      <ErrorBoundary what="the composer" className="m-2">
        <Suspense fallback={null}>
          <ComposerPanel
            disabledReason={
              imported
                ? 'An imported log is shown: nothing is sent from here until you go back to the live log.'
                : undefined
            }
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
