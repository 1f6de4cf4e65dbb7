import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The system Chromium when there is one; otherwise undefined, and Playwright uses its own. */
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Flags that keep Chromium quiet and working in a container without a GPU or network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Shared by playwright.config.ts and specs that launch a browser of their own. */
export const chromiumLaunchOptions: LaunchOptions = {
  headless: true,
  args: chromiumArgs,
  ...(systemChromium() ? { executablePath: systemChromium() } : {}),
};
