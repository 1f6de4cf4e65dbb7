import type { StdioStartFailure } from '../../../../shared/bridge/stdio-start-failure.ts';

/**
 * The stdio counterpart of the connection doctor: a server that did not
 * start (or ended before it answered), its likely cause and the evidence for
 * it: the command, how it ended, and the last lines it wrote to stderr.
 */
export function StartFailureCard({ failure }: { failure: StdioStartFailure }) {
  return (
    <section
      aria-label="Server start failure"
      className="space-y-3 rounded-lg border border-rose-900/70 bg-rose-950/25 p-4"
    >
      <header className="space-y-1">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-rose-300/80">The server did not start</h2>
        <p role="status" aria-label="Likely cause" className="text-base font-semibold text-rose-100">
          {failure.title}
        </p>
        <p className="max-w-prose text-sm text-zinc-300">{failure.advice}</p>
      </header>
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-500">Command</dt>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
        <dd aria-label="Command line run" className="break-all font-mono text-xs leading-5 text-zinc-200">
          {failure.commandLine}
        </dd>
        {failure.cwd ? (
          <>
            <dt className="text-zinc-500">Working directory</dt>
            <dd className="break-all font-mono text-xs leading-5 text-zinc-200">{failure.cwd}</dd>
          </>
        ) : null}
        <dt className="text-zinc-500">Ended</dt>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
        <dd aria-label="Ended" className="font-mono text-xs leading-5 text-zinc-200">
          {failure.ending}
        </dd>
      </dl>
      {failure.stderrTail.length ? (
        <div className="space-y-1">
          <h3 className="text-xs font-medium text-zinc-400">Last lines on stderr</h3>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
          <pre
            aria-label="Stderr tail"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus, or a keyboard cannot scroll it
            tabIndex={0}
            className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md border border-zinc-800 bg-zinc-950 px-3 py-2 font-mono text-xs leading-5 text-zinc-300"
          >
            {failure.stderrTail.join('\n')}
          </pre>
        </div>
      ) : failure.spawnCode ? null : (
        <p className="text-xs text-zinc-500">It wrote nothing to stderr.</p>
      )}
    </section>
  );
}
