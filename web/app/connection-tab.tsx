import type { OAuthFlowState } from '../../shared/oauth/oauth-flow.ts';
import type { ConnectTarget } from '../../shared/session/connect-target.ts';
import type { SessionState } from '../../shared/session/session-state.ts';
import { DoctorPanel } from '../features/doctor/components/doctor-panel.tsx';
import { ConnectionPage } from '../features/oauth/components/connection-page.tsx';
import { OAuthPanel } from '../features/oauth/components/oauth-panel.tsx';
import { connectionForm } from '../lib/connection-form.ts';
import { openAuthorizationWindow } from '../lib/http-environment.ts';
import { useObservable } from '../lib/session-context.tsx';

/**
 * The Connection tab: the doctor and the OAuth flow. While a connection is
 * live the doctor examines its server; otherwise what the connection form
 * holds now, so a URL typed after a disconnect is the one examined.
 */
export function ConnectionTab({
  state,
  connected,
  oauth,
}: {
  state: SessionState;
  connected: ConnectTarget;
  oauth: OAuthFlowState;
}) {
  const form = useObservable(connectionForm);
  const live = state.status === 'connected' || state.status === 'connecting';
  const examined = live ? connected : form;
  return (
    <ConnectionPage>
      <DoctorPanel
        target={examined?.kind === 'http' ? examined : undefined}
        autoRunKey={
          state.status === 'error' && state.remote && !state.sessionExpired ? `failed-${state.connection}` : undefined
        }
      />
      <OAuthPanel flow={oauth} onOpenAuthorization={(url) => openAuthorizationWindow(new URL(url))} />
    </ConnectionPage>
  );
}
