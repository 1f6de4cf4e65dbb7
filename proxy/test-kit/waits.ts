/**
 * How long a test waits for something that should happen. Generous, and no
 * verdict: the waits return as soon as it happens, and a busy machine only
 * makes it come later (the tests' own bounds are at least as long).
 */
export const WAIT_MS = 30_000;

export async function waitUntil(condition: () => boolean, timeoutMs = WAIT_MS, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
