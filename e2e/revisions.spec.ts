import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  connect,
  expectConnected,
  logRows,
  openInspector,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
  showConnectionSettings,
} from './inspector-page.ts';

const modernServer = { command: process.execPath, args: [`${fixturesDir}modern-server.mjs`], env: {} };

test.describe('protocol revisions', () => {
  test.use({ defaultServer: modernServer });

  test('auto speaks 2026-07-28 with a server that does; a pinned 2024-11-05 goes through initialize', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    const overview = page.getByRole('region', { name: 'Server overview' });
    await expect(overview).toContainText('2026-07-28');
    await expect(overview).toContainText('server/discover');
    // Instructions are text, never markup.
    await expect(overview).toContainText('<b>not bold</b>');

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('over discover');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('modern echo: over discover');
    let rows = await logRows(page);
    await expect(rowsWith(rows, 'server/discover', '→')).toHaveCount(1);
    await expect(rowsWith(rows, 'initialize')).toHaveCount(0);

    await showConnectionSettings(page);
    await page.getByLabel('Protocol revision').selectOption('2024-11-05');
    await connect(page);
    await expectConnected(page);
    await expect(overview).toContainText('2024-11-05');
    rows = await logRows(page, 'initialize');
    await expect(rowsWith(rows, 'initialize', '→', '2024-11-05').first()).toBeVisible();
  });
});
