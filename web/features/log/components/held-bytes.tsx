import { heldBytesText } from '../../../../shared/bridge/stdio-pipe.ts';
import type { HeldBytes as HeldBytesState } from '../../../../shared/jsonrpc/framing.ts';
import { useStdioPipe } from '../../../lib/use-stdio-pipe.ts';

/** The server's stdout bytes that are not yet a whole message, said under the last frame; nothing when there are none. */
export function HeldBytesLine({ held }: { held: HeldBytesState | undefined }) {
  const text = held ? heldBytesText(held) : undefined;
  if (!text) return null;
  return (
    <p
      role="status"
      aria-label="Bytes waiting"
      title="Bytes the server wrote that do not make a whole message yet: they show as a frame once their terminator comes, or when the stream ends"
      className="flex items-center gap-2 border-t border-amber-900/60 bg-amber-950/30 px-3 py-1.5 text-xs text-amber-200"
    >
      <span aria-hidden className="h-1.5 w-1.5 shrink-0 animate-pulse rounded-full bg-amber-400" />
      <span className="font-medium">stdout</span>
      <span className="font-mono">{text}</span>
    </p>
  );
}

/** {@link HeldBytesLine} for the current connection, live. */
export function HeldBytes() {
  return <HeldBytesLine held={useStdioPipe()?.held} />;
}
