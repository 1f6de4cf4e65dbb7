import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'proxy/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'bin/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/fixtures/**/*.test.ts',
      'conformance/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'bench/.cache/**', 'dist/**'],
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which then waits
    // on every real process and socket a test starts, a file at a time. Two at least keep both cores busy;
    // no test judges by elapsed time, so sharing the machine makes a test slower, not red.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps the modules it has evaluated from one test file to the next instead of evaluating them again
    // for each file (on the page's tests: 27 s of CPU down to 7.5 s). Files share no mutable module state: each
    // starts its own servers, proxies and stores, and the whole suite passes this way.
    isolate: false,
    // Bounds on a test or a hook that hangs, not measures: many start real servers and processes, which a busy machine starts slowly.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 1 s by default: a verdict on the machine's speed. A generous bound instead; it returns as soon as the value is right.
    expect: { poll: { timeout: 30_000 } },
  },
});
