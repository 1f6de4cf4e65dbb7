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
    // Bounds on a test or a hook that hangs, not measures: many start real servers and processes, which a busy machine starts slowly.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 1 s by default: a verdict on the machine's speed. A generous bound instead; it returns as soon as the value is right.
    expect: { poll: { timeout: 30_000 } },
  },
});
