import { fixtureServer } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  logEntryCount,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

test.use({ defaultServer: fixtureServer('burst') });

test('a burst of 2000 log notifications all arrive and the page keeps answering', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);

  await chooseTool(page, 'burst');
  await toolField(page, 'count').fill('2000');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('burst done: sent 2000 notifications', { timeout: 30_000 });

  await openTab(page, 'Log');
  await expect.poll(() => logEntryCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2000);
  // Following, the table keeps its newest rows in view: the last notification is drawn with no filter and no scroll.
  const frames = page.getByRole('table', { name: 'Frames' });
  await expect(frames.getByText('burst message 2000 of 2000')).toBeVisible();

  // The page still answers clicks, and the last notification is in the log.
  await openTab(page, 'Tools');
  await openTab(page, 'Log');
  const rows = await logRows(page, 'burst message 2000 of 2000');
  await expect(rowsWith(rows, 'notifications/message', 'burst message 2000 of 2000')).toHaveCount(1);
});
