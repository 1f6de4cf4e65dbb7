import { useState } from 'react';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import type { Availability } from '../../../../shared/protocol/revision-features.ts';
import { Button } from '../../../components/button.tsx';

/** Pings the server and shows the round trip (or why there was none). */
export function PingButton({
  connected,
  availability,
  onPing,
}: {
  connected: boolean;
  availability: Availability;
  onPing: () => Promise<CallOutcome>;
}) {
  const [running, setRunning] = useState(false);
  const [last, setLast] = useState<CallOutcome>();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-zinc-800 p-3">
      <Button
        disabled={!connected || running || !availability.available}
        onClick={async () => {
          setRunning(true);
          setLast(await onPing());
          setRunning(false);
        }}
      >
        Ping server
      </Button>
      <span role="status" className="text-sm text-zinc-300">
        {!availability.available
          ? `Unavailable: ${availability.why}`
          : running
            ? 'Waiting for the answer…'
            : last?.kind === 'result'
              ? `Round trip ${Math.round(last.durationMs)} ms`
              : last?.kind === 'error'
                ? `Failed after ${Math.round(last.durationMs)} ms: ${last.message}`
                : last?.kind === 'cancelled'
                  ? 'Cancelled'
                  : "The server answers pings on its own side too; the inspector answers the server's."}
      </span>
    </div>
  );
}
