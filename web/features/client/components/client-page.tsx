import { useState } from 'react';
import { featureAvailability } from '../../../../shared/protocol/revision-features.ts';
import { capabilitiesFor } from '../../../../shared/session/client-settings.ts';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';
import { CapabilitiesUsed } from './capabilities-used.tsx';
import { ClientSettingsForm } from './client-settings-form.tsx';
import { PingButton } from './ping-button.tsx';
import { RequestOptions } from './request-options.tsx';
import { RootsEditor } from './roots-editor.tsx';

function emptyRootsAnswer(reply: unknown): boolean {
  const roots = (reply as { result?: { roots?: unknown } } | undefined)?.result?.roots;
  return Array.isArray(roots) && roots.length === 0;
}

/** The Client tab: the inspector as the server's client — what it declares, its roots, how long it waits, and a ping. */
export function ClientPage() {
  const session = useSession();
  const state = useSessionState();
  const settings = useObservable(session.clientSide.settings);
  const requestSettings = useObservable(session.requestSettings);
  const roots = useObservable(session.clientSide.roots);
  const rootsSource = useObservable(session.clientSide.rootsSource);
  const requests = useObservable(session.clientSide.inbox.items);
  const [rootsNotice, setRootsNotice] = useState<string>();
  const protocolVersion = state.status === 'connected' ? state.server?.protocolVersion : undefined;
  const pendingReconnect =
    state.status === 'connected' &&
    JSON.stringify(capabilitiesFor(settings)) !== JSON.stringify(state.clientCapabilities);
  return (
    <div className="min-h-0 flex-1 overflow-auto p-4">
      <div className="grid max-w-5xl gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <ClientSettingsForm
            settings={settings}
            onChange={(next) => session.clientSide.settings.set(next)}
            protocolVersion={protocolVersion}
            pendingReconnect={pendingReconnect}
          />
          <CapabilitiesUsed declared={state.clientCapabilities} requests={requests} connection={state.connection} />
        </div>
        <div className="space-y-4">
          <RootsEditor
            roots={roots}
            source={rootsSource}
            lastNotice={rootsNotice}
            askedWhileEmpty={requests.some(
              (request) =>
                request.connection === state.connection &&
                request.method === 'roots/list' &&
                emptyRootsAnswer(request.reply),
            )}
            onApply={async (next) => {
              const told = await session.setRoots(next);
              setRootsNotice(
                told
                  ? 'Applied; the server was sent notifications/roots/list_changed.'
                  : 'Applied; roots/list answers with these from now on.',
              );
            }}
            onUseWorkingDirectory={async () => {
              // biome-ignore lint/correctness/useHookAtTopLevel: a session method whose name starts with "use", not a React hook
              const told = await session.useWorkingDirectoryRoots();
              setRootsNotice(
                told
                  ? "The server's working directory again; the server was sent notifications/roots/list_changed."
                  : "The server's working directory again, from now on and at each connect.",
              );
            }}
          />
          <RequestOptions settings={requestSettings} onChange={(next) => session.requestSettings.set(next)} />
          <PingButton
            connected={state.status === 'connected'}
            availability={featureAvailability('ping', protocolVersion)}
            onPing={() => session.request('ping', undefined)}
          />
        </div>
      </div>
    </div>
  );
}
