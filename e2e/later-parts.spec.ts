import { startInspector } from '../proxy/start-inspector.ts';
// The inspector's own test (not Playwright's bare one): every spec shares one worker kind, so its servers and browser.
import { everythingServer, expect, test } from './inspector.ts';
import { chooseTool, expectConnected } from './inspector-page.ts';

// The tabs and the tool form are not part of the first screen's code: they are fetched once it is
// complete. Fetched, they open with no proxy to load them from: after it has stopped, every one still shows.

test('once the first screen is complete, every tab and the tool form open, even after the proxy has stopped', async ({
  page,
}) => {
  const inspector = await startInspector({ port: 0, open: false, defaultServer: everythingServer });
  let stopped = false;
  try {
    await page.goto(inspector.url);
    await expectConnected(page);
    await expect(page.getByRole('list', { name: 'Tools' }).getByRole('button').first()).toBeVisible();
    // The import dialog is fetched last.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/import-config-dialog-[^/]*\.js$/.test(entry.name)),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await inspector.close();
    stopped = true;

    await chooseTool(page, 'echo');
    await expect(page.getByRole('button', { name: 'Run tool' })).toBeVisible();
    for (const name of [
      'Resources',
      'Prompts',
      'Skills',
      'Tasks',
      'Server messages',
      'Log',
      'Compare',
      'Checkup',
      'Client',
      'Connection',
    ]) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(/^Loading /)).toHaveCount(0);
      await expect(page.getByText(/^Could not show/)).toHaveCount(0);
    }
    await page.getByRole('tab', { name: /^Requests\s*\d+$/ }).click();
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    await expect(page.getByText(/^Could not show/)).toHaveCount(0);
    // The URL fields, for a server behind a URL: the first screen has only the stdio server's.
    await page.getByLabel('Transport').selectOption('streamable-http');
    await expect(page.getByLabel('URL', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Could not show/)).toHaveCount(0);
  } finally {
    if (!stopped) await inspector.close();
  }
});
