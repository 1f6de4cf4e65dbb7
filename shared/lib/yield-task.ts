/**
 * Resolves in a later task, so the host (a page's input, painting) can run
 * in between: `scheduler.yield()` where the browser has it (its
 * continuation goes before other queued tasks), else a zero timeout.
 */
export function yieldTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
