import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import { fetchConfig } from '../lib/api.ts';
import { takeToken } from '../lib/token.ts';
import { listenForCallbacks } from '../lib/oauth-callback-channel.ts';

type AppComponent = ComponentType<{ session: McpSession; config: InspectorConfig }>;
type BootState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; session: McpSession; config: InspectorConfig; App: AppComponent };

/**
 * Reads the token, asks the proxy for its configuration and makes the one session the page uses.
 * The page's shell and the session's code are loaded beside the configuration, in parallel, and
 * each is evaluated in a task of its own: one script evaluated whole held the page for 100 ms and more.
 */
export function Boot() {
  const [state, setState] = useState<BootState>({ kind: 'loading' });
  useEffect(() => {
    const token = takeToken();
    if (!token) {
      setState({
        kind: 'failed',
        message: `No session token. Open the URL that mcp-loupe printed when it started (it ends in ?token=…).${
          // A copied link carries no token: it opens from the printed address with the link's place after it.
          window.location.hash.length > 1 ? ` To open this link's place, add ${window.location.hash} at its end.` : ''
        }`,
      });
      return;
    }
    Promise.all([fetchConfig(token), import('./page-session.ts'), import('./app.tsx')]).then(
      ([config, { pageSession }, { App }]) => {
        const session = pageSession(token, config);
        // A transition: React renders the whole page in slices, yielding to the browser between them, not in one long task.
        startTransition(() => setState({ kind: 'ready', session, config, App }));
      },
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  }, []);
  const session = state.kind === 'ready' ? state.session : undefined;
  useEffect(
    () => (session ? listenForCallbacks((params) => session.oauth.deliverCallback(params)) : undefined),
    [session],
  );
  if (state.kind === 'ready') return <state.App session={state.session} config={state.config} />;
  return (
    <main className="flex h-full items-center justify-center p-8">
      <p
        role={state.kind === 'failed' ? 'alert' : 'status'}
        className={state.kind === 'failed' ? 'max-w-lg text-rose-300' : 'text-zinc-400'}
      >
        {state.kind === 'failed' ? state.message : 'Starting…'}
      </p>
    </main>
  );
}
