import { EXIT } from './exit-codes.ts';
import type { CliDeps } from './run-cli.ts';

/**
 * Ctrl-C (or SIGTERM) during a run: the first stops it through `signal` (and
 * calls `alsoOnStop`), so the run ends as it would and says it was
 * interrupted; a second exits at once with 130. `release` stops listening.
 */
export function stopOnInterrupt(
  deps: Pick<CliDeps, 'onInterrupt' | 'exit'>,
  alsoOnStop?: () => void,
): { signal: AbortSignal; release: () => void } {
  const stop = new AbortController();
  const release = deps.onInterrupt(() => {
    if (stop.signal.aborted) return deps.exit(EXIT.interrupted);
    stop.abort('Interrupted');
    alsoOnStop?.();
  });
  return { signal: stop.signal, release };
}
