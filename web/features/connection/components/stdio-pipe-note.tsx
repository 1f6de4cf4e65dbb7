import { heldBytesText, type StdioPipeState } from '../../../../shared/bridge/stdio-pipe.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { useStdioPipe } from '../../../lib/use-stdio-pipe.ts';

/** In the status line: stdout bytes held without a terminator, and the framing hint for a silent server. */
export function StdioPipeNote({ pipe, status }: { pipe: StdioPipeState | undefined; status: ConnectionStatus }) {
  if (!pipe || status === 'idle' || status === 'disconnected') return null;
  const held = heldBytesText(pipe.held);
  return (
    <>
      {held ? <span className="shrink-0 font-mono text-xs text-amber-300">{` · ${held}`}</span> : null}
      {pipe.hint ? (
        <span className="min-w-0 truncate text-amber-200" title={pipe.hint}>
          {pipe.hint}
        </span>
      ) : null}
    </>
  );
}

export function LiveStdioPipeNote({ status }: { status: ConnectionStatus }) {
  return <StdioPipeNote pipe={useStdioPipe()} status={status} />;
}

/** Beside the connection settings: the framing hint in full, where the Framing choice is. */
export function FramingHint() {
  const hint = useStdioPipe()?.hint;
  if (!hint) return null;
  return (
    <p role="note" aria-label="Framing hint" className="rounded-md border border-amber-800/60 bg-amber-950/40 px-2 py-1.5 text-xs text-amber-200">
      {hint}
    </p>
  );
}
