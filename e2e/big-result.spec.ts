import { fixtureServer } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

test.use({ defaultServer: fixtureServer('big-stdout') });

test('a 20 MB tool result arrives and the page keeps answering', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);

  await chooseTool(page, 'big');
  await toolField(page, 'bytes').fill(String(20_000_000));
  await runTool(page);
  await expect(resultRegion(page)).toContainText('The quick brown fox jumps over the lazy dog.', { timeout: 30_000 });

  const rows = await logRows(page, 'tools/call');
  await expect(rowsWith(rows, 'tools/call', '←').first()).toBeVisible();
  // Its log entry opens as a tree read only where it is opened; the text as sent is one click away, a preview with the rest on request.
  await rowsWith(rows, 'tools/call', '←').first().click();
  const detail = page.getByRole('region', { name: 'Entry detail' });
  await expect(detail).toContainText('19.1 MB');
  await expect(detail.getByRole('list', { name: 'JSON tree' })).toContainText('"result":');
  await detail.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(detail).toContainText(/Showing 10,000 of 20,000,\d{3} characters/);
  // The tabs still answer (openTab waits for the switch).
  await openTab(page, 'Tools');
});
