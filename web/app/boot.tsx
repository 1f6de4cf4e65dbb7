import { sessionTasks } from '../../shared/tasks/session-tasks.ts';
import { useEffect, useState } from 'react';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { proxyStatusCheck } from '../../shared/bridge/proxy-status.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { bridgeUrl, fetchConfig } from '../lib/api.ts';
import { frameSchedule } from '../lib/frame-schedule.ts';
import { pageLogBudget } from '../lib/log-budget.ts';
import { httpEnvironment } from '../lib/http-environment.ts';
import { takeToken } from '../lib/token.ts';
import { listenForCallbacks } from '../lib/oauth-callback-channel.ts';
import { restoreAndPersist } from '../lib/client-preferences.ts';
import { App } from './app.tsx';

type BootState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; session: McpSession; config: InspectorConfig };

/** Reads the token, asks the proxy for its configuration and makes the one session the page uses. */
export function Boot() {
  const [state, setState] = useState<BootState>({ kind: 'loading' });
  useEffect(() => {
    const token = takeToken();
    if (!token) {
      setState({ kind: 'failed', message: 'No session token. Open the URL that mcp-loupe printed when it started (it ends in ?token=…).' });
      return;
    }
    fetchConfig(token).then(
      (config) => {
        const session = new McpSession({
          log: new WireLog(frameSchedule, { budget: pageLogBudget() }),
          bridgeUrl: bridgeUrl(token),
          clientInfo: { name: 'mcp-loupe', version: config.version },
          http: httpEnvironment(token),
          proxyWorkingDirectory: config.workingDirectory,
          proxyStatus: proxyStatusCheck({ origin: window.location.origin, token }),
          proxyOrigin: window.location.origin,
        });
        // Restored before the first connect, so the first session declares what the person chose last time.
        restoreAndPersist(session);
        // The tasks it follows, from its first connection on.
        sessionTasks(session);
        setState({ kind: 'ready', session, config });
      },
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  }, []);
  const session = state.kind === 'ready' ? state.session : undefined;
  useEffect(() => (session ? listenForCallbacks((params) => session.oauth.deliverCallback(params)) : undefined), [session]);
  if (state.kind === 'ready') return <App session={state.session} config={state.config} />;
  return (
    <main className="flex h-full items-center justify-center p-8">
      <p role={state.kind === 'failed' ? 'alert' : 'status'} className={state.kind === 'failed' ? 'max-w-lg text-rose-300' : 'text-zinc-400'}>
        {state.kind === 'failed' ? state.message : 'Starting…'}
      </p>
    </main>
  );
}
