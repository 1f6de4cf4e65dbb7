import { expect, fixtureServer, test } from './inspector.ts';
import { chooseTool, logRows, openInspector, openTab, resultRegion, rowsWith, runTool, toolField } from './inspector-page.ts';

test.use({ defaultServer: fixtureServer('big-stdout') });

test('a 20 MB tool result arrives and the page keeps answering', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);

  await chooseTool(page, 'big');
  await toolField(page, 'bytes').fill(String(20_000_000));
  await runTool(page);
  await expect(resultRegion(page)).toContainText('The quick brown fox jumps over the lazy dog.', { timeout: 30_000 });

  const rows = await logRows(page, 'tools/call');
  await expect(rowsWith(rows, 'tools/call', '←').first()).toBeVisible();
  // The tabs still answer (openTab waits for the switch).
  await openTab(page, 'Tools');
});
