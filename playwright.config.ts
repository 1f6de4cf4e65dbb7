import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/browser-options.ts';

const onCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  // Only specs: the fixtures' own vitest files live under e2e/ too.
  testMatch: '**/*.spec.ts',
  // Two cores, three workers: a test mostly waits (a server starting, a connection, a page's own timers), and
  // computes little: 38 tests of seven files took 2 s of CPU each (user and system time of the run and every process
  // it started) where a quiet run of the suite spends 6 s a test, so two workers left the two cores two thirds idle.
  // No test judges by elapsed time (waits are generous bounds), so a third worker makes a test slower, not red.
  workers: 3,
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
