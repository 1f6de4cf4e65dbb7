import { heldBytesText, type StdioPipeState, type SuggestedFraming } from '../../../../shared/bridge/stdio-pipe.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { Button } from '../../../components/button.tsx';
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

/** The Framing choice as the button names it. */
const framingWords: Record<SuggestedFraming, string> = { 'content-length': 'Content-Length', newline: 'newline' };

/**
 * Beside the connection settings: the framing hint in full, where the
 * Framing choice is, and a button that makes the choice it names and
 * reconnects (when `onReconnect` is given).
 */
export function FramingHint({ onReconnect }: { onReconnect?: ((framing: SuggestedFraming) => void) | undefined }) {
  const pipe = useStdioPipe();
  return <FramingHintView hint={pipe?.hint} framing={pipe?.hintFraming} onReconnect={onReconnect} />;
}

export function FramingHintView({
  hint,
  framing,
  onReconnect,
}: {
  hint: string | undefined;
  framing: SuggestedFraming | undefined;
  onReconnect?: ((framing: SuggestedFraming) => void) | undefined;
}) {
  if (!hint) return null;
  return (
    <div
      role="note"
      aria-label="Framing hint"
      className="space-y-1.5 rounded-md border border-amber-800/60 bg-amber-950/40 px-2 py-1.5 text-xs text-amber-200"
    >
      <p>{hint}</p>
      {framing && onReconnect ? (
        <Button className="px-2.5 py-1 text-xs" onClick={() => onReconnect(framing)}>
          Reconnect with {framingWords[framing]} framing
        </Button>
      ) : null}
    </div>
  );
}
