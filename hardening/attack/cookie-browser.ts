import { chromium, type BrowserContext } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumLaunchOptions } from '../../e2e/browser-options.ts';

export interface CookieBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium as a person's own browser is set by default: a profile on disk
 * with third-party cookies and storage allowed (Playwright's fresh contexts
 * block them, as incognito does). What keeps a view's cookies and storage
 * apart here is their site, not a setting the person may not have.
 *
 * Local network access checks are off: a page the test answers through
 * Playwright's routing has no address, so Chromium takes it for a public
 * page and would refuse it any frame on loopback; the inspector's real page
 * is on loopback, where they do not apply.
 */
export async function launchCookieBrowser(): Promise<CookieBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'loupe-cookie-profile-'));
  mkdirSync(join(profile, 'Default'));
  // 0: allow all cookies (the settings page's "Allow third-party cookies").
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks,HttpsUpgrades'],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
