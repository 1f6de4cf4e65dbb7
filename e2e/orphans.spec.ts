import { chromium, type BrowserServer } from '@playwright/test';
import { chromiumLaunchOptions } from './browser-options.ts';
import { expect, expectGone, fixtureServer, forgetPid, isAlive, test, waitForPid } from './inspector.ts';
import { expectConnected, openInspector } from './inspector-page.ts';

// LINGER=1: the server outlives its stdin, so only the proxy killing it ends it.
test.use({ defaultServer: fixtureServer('never-answers', { LINGER: '1' }) });

function killHard(browserServer: BrowserServer): void {
  const pid = browserServer.process().pid;
  if (pid === undefined) throw new Error('the browser has no pid');
  try {
    // Playwright starts the browser in a process group of its own: take all of it down, as a crash would.
    process.kill(-pid, 'SIGKILL');
  } catch {
    process.kill(pid, 'SIGKILL');
  }
}

test.describe('server processes never outlive their page', () => {
  test('a browser killed with SIGKILL takes its server with it', async ({ inspector }) => {
    const browserServer = await chromium.launchServer(chromiumLaunchOptions);
    try {
      const browser = await chromium.connect(browserServer.wsEndpoint());
      const page = await browser.newPage();
      await openInspector(page, inspector.url);
      const pid = await waitForPid(inspector.pidFile);
      expect(isAlive(pid)).toBe(true);

      killHard(browserServer);
      await expectGone(pid);
    } finally {
      await browserServer.close().catch(() => {});
    }
  });

  test('closing tabs one after another leaves no server behind', async ({ browser, inspector }) => {
    const context = await browser.newContext();
    const pids: number[] = [];
    for (let tab = 0; tab < 3; tab++) {
      await forgetPid(inspector.pidFile);
      const page = await context.newPage();
      await openInspector(page, inspector.url);
      const pid = await waitForPid(inspector.pidFile);
      pids.push(pid);
      await page.close();
      await expectGone(pid);
    }
    expect(new Set(pids).size).toBe(3);
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
    await context.close();
  });

  test('a reload replaces the server instead of adding one', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const first = await waitForPid(inspector.pidFile);

    await page.reload();
    await expectConnected(page);
    const second = await waitForPid(inspector.pidFile, first);
    await expectGone(first);
    expect(isAlive(second)).toBe(true);

    await page.close();
    await expectGone(second);
  });
});
