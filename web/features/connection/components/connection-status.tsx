import type { SessionState } from '../../../../shared/session/session-state.ts';
import { LiveStdioPipeNote } from './stdio-pipe-note.tsx';

const look: Record<SessionState['status'], { word: string; dot: string; text: string }> = {
  idle: { word: 'Disconnected', dot: 'bg-zinc-500', text: 'text-zinc-300' },
  connecting: { word: 'Connecting', dot: 'bg-amber-400 animate-pulse', text: 'text-amber-200' },
  connected: { word: 'Connected', dot: 'bg-emerald-400', text: 'text-emerald-200' },
  disconnected: { word: 'Disconnected', dot: 'bg-zinc-500', text: 'text-zinc-300' },
  error: { word: 'Error', dot: 'bg-rose-500', text: 'text-rose-200' },
};

/** One line that says where the connection stands, and why when it broke. */
export function ConnectionStatus({ state, onNewSession }: { state: SessionState; onNewSession?: () => void }) {
  const { dot, text } = look[state.status];
  // An error after the session was open is the connection lost, not a connect that failed.
  const word = state.status === 'error' && state.server ? 'Connection lost' : look[state.status].word;
  const reason = state.status === 'error' || state.status === 'disconnected' ? state.reason : undefined;
  return (
    <div
      role="status"
      aria-label="Connection status"
      className={`flex min-w-0 items-center gap-2 text-sm ${text}`}
      title={reason}
    >
      <span aria-hidden className={`h-2 w-2 shrink-0 rounded-full ${dot}`} />
      <span className="shrink-0 whitespace-nowrap font-medium">
        {word}
        {reason ? ':' : ''}
      </span>
      {state.status === 'connected' && state.pid ? (
        <span className="shrink-0 whitespace-nowrap font-mono text-xs text-zinc-500">{` · pid ${state.pid}`}</span>
      ) : null}
      {(state.status === 'connected' || state.status === 'connecting') && state.remote ? (
        <span className="shrink-0 font-mono text-xs text-zinc-500">
          {` · ${state.remote.transport === 'sse' ? 'legacy SSE' : 'Streamable HTTP'} · ${state.remote.route === 'relay' ? 'via proxy' : 'direct'}`}
        </span>
      ) : null}
      <LiveStdioPipeNote status={state.status} />
      {reason ? <span className="min-w-0 truncate text-zinc-300">{reason}</span> : null}
      {state.status === 'error' && state.sessionExpired && onNewSession ? (
        <button
          type="button"
          onClick={onNewSession}
          className="shrink-0 rounded-md border border-sky-700 px-2 py-0.5 text-xs text-sky-200 hover:bg-sky-950"
        >
          Start a new session
        </button>
      ) : null}
    </div>
  );
}
