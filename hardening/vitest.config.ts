import { defineConfig } from 'vitest/config';

// `npm run test:hardening`: attacks, faults, fuzzing and load against the real proxy and real processes.
export default defineConfig({
  test: {
    include: ['hardening/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // One file at a time: the load run and the pid checks measure the machine, not each other.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 1 s by default: a verdict on the machine's speed. A generous bound instead; it returns as soon as the value is right.
    expect: { poll: { timeout: 30_000 } },
  },
});
