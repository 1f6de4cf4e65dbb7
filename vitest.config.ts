import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'proxy/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'bin/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/fixtures/**/*.test.ts', 'conformance/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/.cache/**', 'dist/**'],
    testTimeout: 20000,
    // Hooks start real servers and processes; vitest's 10 s default would judge the machine's load, not the code.
    hookTimeout: 60_000,
    // expect.poll waits up to 1 s by default: a verdict on the machine's speed. A generous bound instead; it returns as soon as the value is right.
    expect: { poll: { timeout: 15_000 } },
  },
});
