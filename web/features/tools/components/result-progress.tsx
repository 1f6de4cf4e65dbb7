import type { RequestProgress } from '../../../../shared/session/mcp-session.ts';

/** The server's latest notifications/progress for the running call. */
export function ResultProgress({ progress }: { progress: RequestProgress }) {
  const fraction = progress.total && progress.total > 0 ? Math.min(1, progress.progress / progress.total) : undefined;
  const label = progress.total !== undefined ? `${progress.progress} of ${progress.total}` : String(progress.progress);
  return (
    <div className="mt-2 space-y-1">
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuenow={progress.progress}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className={`h-full bg-sky-500 ${fraction === undefined ? 'w-1/3 animate-pulse' : ''}`}
          style={fraction === undefined ? undefined : { width: `${fraction * 100}%` }}
        />
      </div>
      <p className="flex justify-between font-mono text-xs text-zinc-400">
        <span>{progress.message ?? 'progress'}</span>
        <span>{label}</span>
      </p>
    </div>
  );
}
