import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * For a test file whose code under test must print nothing (no key, no header, no token, no URL): each test watches
 * stdout, stderr and the console, and fails after if anything was written there.
 */
export function expectPrintsNothing(): void {
  const prints: MockInstance[] = [];
  beforeEach(() => {
    prints.push(
      vi.spyOn(process.stdout, 'write'),
      vi.spyOn(process.stderr, 'write'),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method)),
    );
  });
  afterEach(() => {
    for (const spy of prints) expect(spy).not.toHaveBeenCalled();
    for (const spy of prints.splice(0)) spy.mockRestore();
  });
}
