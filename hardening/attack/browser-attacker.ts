import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from '../../e2e/browser-options.ts';

/**
 * Chromium for attacks from a page: `evil.test` resolves to 127.0.0.1 (as
 * a rebinding attacker's DNS would answer), and Chromium's own guards for
 * local networks are off, so what is refused is refused by the proxy.
 */
export function launchAttackBrowser(): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumArgs,
      '--host-resolver-rules=MAP evil.test 127.0.0.1',
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks',
      '--disable-popup-blocking',
    ],
  });
}

/** A page of the attacker's at `url`: the browser is answered `html` for that document, and reaches the network for the rest. */
export async function attackerPage(
  context: BrowserContext,
  url: string,
  html = '<!doctype html><title>attacker</title><body></body>',
): Promise<Page> {
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
