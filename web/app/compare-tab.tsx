import { snapshotConnections, snapshotFromLog } from '../../shared/snapshot/snapshot-from-log.ts';
import { takeSnapshot } from '../../shared/snapshot/snapshot-from-session.ts';
import type { WireLog } from '../../shared/wire/wire-log.ts';
import { ComparePage, type LogSnapshotChoice } from '../features/snapshots/components/compare-page.tsx';
import { useObservable, useSession, useSessionState, useWireLogVersion } from '../lib/session-context.tsx';
import { importedLog } from './imported-log.ts';

/** The Compare tab: snapshots of the live server, and of any connection in the live log or an imported one. */
export function CompareTab({ shown }: { shown: boolean }) {
  const session = useSession();
  const state = useSessionState();
  const imported = useObservable(importedLog);
  // The list of connections follows the live log while the tab is shown.
  useWireLogVersion(shown);
  const server = state.status === 'connected' ? state.server : undefined;
  const takeLive = server
    ? () =>
        takeSnapshot({
          server,
          listAll: (method, key) => session.listAll(method, key),
          label: `connection ${state.connection}, live at ${new Date().toLocaleTimeString()}`,
        })
    : undefined;
  const logChoices = [
    ...choicesFrom(session.log, 'Live log'),
    ...(imported ? choicesFrom(imported.log, `Imported ${imported.name}`) : []),
  ];
  return <ComparePage takeLive={takeLive} logChoices={logChoices} />;
}

function choicesFrom(log: WireLog, name: string): LogSnapshotChoice[] {
  return snapshotConnections(log.entries()).map((connection) => ({
    label: `${name}, connection ${connection}`,
    read: () =>
      snapshotFromLog(log.entries(), { connection, label: `${name.toLowerCase()}, connection ${connection}` }),
  }));
}
