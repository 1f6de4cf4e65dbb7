// The bench's own unit tests (the root config covers shared, proxy, web and bin): npx vitest run --config bench/vitest.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { root: new URL('..', import.meta.url).pathname, include: ['bench/**/*.test.ts'], exclude: ['bench/.cache/**'] },
});
