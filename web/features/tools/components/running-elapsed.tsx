import { useEffect, useState } from 'react';

/** How long a call has run, in tenths of a second: "3.2 s". */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.floor(seconds % 60)} s`;
}

/**
 * "Running… 3.2 s", the time updating ten times a second from `startedAt`
 * (epoch ms; when it is not known, from when this was first shown).
 */
export function RunningElapsed({ startedAt }: { startedAt?: number | undefined }) {
  const [shownAt] = useState(() => Date.now());
  const start = startedAt ?? shownAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="flex items-center gap-2 text-zinc-400">
      <span
        aria-hidden="true"
        className="size-3.5 animate-spin rounded-full border-2 border-zinc-700 border-t-sky-400"
      />
      {/* Announced once; the clock beside it is a timer, which screen readers do not read out at every tick. */}
      <span role="status">Running…</span>
      <span role="timer" aria-label="Elapsed" className="font-mono tabular-nums text-zinc-300">
        {formatElapsed(now - start)}
      </span>
    </p>
  );
}
