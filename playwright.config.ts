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
  timeout: 60_000,
  // A bound on a run that hangs, not a measure of speed: the suite takes about 10 minutes on CI with two
  // workers, and 13 minutes got only two thirds through it with one worker on a machine kept busy.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  outputDir: 'test-results',
  use: {
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
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
