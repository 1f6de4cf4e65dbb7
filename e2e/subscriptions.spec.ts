import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  connect,
  expectConnected,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  showConnectionSettings,
} from './inspector-page.ts';

// The SDK v2 fixture on 2026-07-28: its counter resource changes each time its bump tool runs.
const modernServer = { command: process.execPath, args: [`${fixturesDir}modern-server.mjs`], env: {} };

test.describe('subscriptions', () => {
  test.use({ defaultServer: modernServer });

  test('2026-07-28: subscribing to a resource opens subscriptions/listen; a change reads it again; ending it cancels the listen request', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Resources');
    await page
      .getByRole('list', { name: 'Resources', exact: true })
      .getByRole('button', { name: /Counter/ })
      .click();
    const contents = page.getByRole('region', { name: 'Resource contents' });
    await expect(contents).toContainText(/count: \d+/);
    const before = Number((await contents.textContent())?.match(/count: (\d+)/)?.[1]);

    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    const entry = subscriptions.getByRole('listitem', { name: 'counter://value' });
    await expect(entry).toContainText('active');
    await expect(entry).toContainText('updates of counter://value');
    await expect(entry).toContainText(/subscriptions\/listen listen:\d+/);
    await expect(page.getByRole('button', { name: 'Subscribed', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await chooseTool(page, 'bump');
    await runTool(page);
    await expect(resultRegion(page)).toContainText(`count is ${before + 1}`);
    await openTab(page, 'Resources');
    await expect(contents).toContainText(`count: ${before + 1}`);

    await entry.getByRole('button', { name: 'End subscription' }).click();
    await expect(subscriptions.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toHaveAttribute('aria-pressed', 'false');

    let rows = await logRows(page, 'subscriptions/listen');
    await expect(rowsWith(rows, 'subscriptions/listen', '→')).toHaveCount(1);
    await expect(rowsWith(rows, 'resources/subscribe')).toHaveCount(0);
    rows = await logRows(page, 'notifications/cancelled');
    await expect(rowsWith(rows, 'notifications/cancelled', '→')).toHaveCount(1);
    rows = await logRows(page, 'notifications/resources/updated');
    await expect(rowsWith(rows, 'notifications/resources/updated', '←')).toHaveCount(1);
  });

  test('2026-07-28: a list-changes subscription is opened from the list; on 2025 it is unavailable, and resources/subscribe is listed with Unsubscribe', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Resources');
    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    await subscriptions.getByRole('button', { name: 'Listen for tools list changes' }).click();
    const entry = subscriptions.getByRole('listitem', { name: 'tools list changes' });
    await expect(entry).toContainText('active');
    await entry.getByRole('button', { name: 'End subscription' }).click();
    await expect(subscriptions.getByRole('listitem')).toHaveCount(0);

    await showConnectionSettings(page);
    await page.getByLabel('Protocol revision').selectOption('2025-11-25');
    await connect(page);
    await expectConnected(page);
    await expect(page.getByRole('region', { name: 'Server overview' })).toContainText('2025-11-25');
    await openTab(page, 'Resources');
    await expect(subscriptions).toContainText('unavailable: subscriptions/listen arrived in 2026-07-28');
    await expect(subscriptions.getByRole('alert')).toHaveCount(0);
    await page
      .getByRole('list', { name: 'Resources', exact: true })
      .getByRole('button', { name: /Counter/ })
      .click();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const subscribed = subscriptions.getByRole('listitem', { name: 'counter://value' });
    await expect(subscribed).toContainText('resources/subscribe');
    await subscribed.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(subscriptions.getByRole('listitem')).toHaveCount(0);
  });
});
