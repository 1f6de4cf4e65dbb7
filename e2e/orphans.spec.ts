import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from '@playwright/test';
import { chromiumLaunchOptions } from './browser-options.ts';
import { expect, expectGone, fixtureServer, forgetPid, isAlive, test, waitForPid } from './inspector.ts';
import { connect, connectionStatus, expectConnected, openInspector } from './inspector-page.ts';

// LINGER=1: the server outlives its stdin, so only the proxy killing it ends it.
test.use({ defaultServer: fixtureServer('never-answers', { LINGER: '1' }) });

/** Live processes started with this PIDFILE in their environment: every server this test's inspector started. */
function serversWithPidFile(pidFile: string): number[] {
  const marker = `PIDFILE=${pidFile}\0`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').includes(marker) && isAlive(pid);
      } catch {
        return false;
      }
    });
}

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

  test('Disconnect ends the server, and Reconnect replaces it rather than adding one', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const first = await waitForPid(inspector.pidFile);

    await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await expect(connectionStatus(page)).toContainText('Disconnected');
    await expectGone(first);

    await connect(page);
    await expectConnected(page);
    const second = await waitForPid(inspector.pidFile, first);
    await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    await expectConnected(page);
    const third = await waitForPid(inspector.pidFile, second);
    await expectGone(second);
    expect(isAlive(third)).toBe(true);
  });

  test('clicking Reconnect twice in a row leaves exactly one server', async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    const first = await waitForPid(inspector.pidFile);
    const reconnect = page.getByRole('button', { name: 'Reconnect', exact: true });
    await reconnect.click();
    await reconnect.click();
    await expectConnected(page);
    await expectGone(first);
    // Let both attempts settle, then only the latest server may be alive.
    await expect.poll(() => serversWithPidFile(inspector.pidFile).length, { timeout: 15_000 }).toBe(1);
  });
});
