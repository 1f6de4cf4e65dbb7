import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'proxy/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'bin/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/fixtures/**/*.test.ts', 'conformance/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/.cache/**', 'dist/**'],
    testTimeout: 20000,
  },
});
