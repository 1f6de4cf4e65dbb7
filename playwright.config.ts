import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser-options.ts';

const onCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  // Only specs: the fixtures' own vitest files live under e2e/ too.
  testMatch: '**/*.spec.ts',
  // Two cores: two workers. No test judges by elapsed time (waits are generous bounds), so a second
  // worker makes the suite slower per test, not red; one worker on CI took longer than CI should.
  workers: 2,
  fullyParallel: false,
  forbidOnly: onCI,
  retries: onCI ? 1 : 0,
  // Bounds, not verdicts: on a machine kept busy by other work (a loaded run took 69 minutes), a page that connects,
  // lazy-loads a tab or copies 20 MB takes several times its quiet time; a passing test never waits these out.
  timeout: 90_000,
  // A bound on a run that hangs, not a measure of speed: the suite takes about 10 minutes on CI with two
  // workers, and 13 minutes got only two thirds through it with one worker on a machine kept busy.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  outputDir: 'test-results',
  use: {
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
});
