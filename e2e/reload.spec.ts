import { expect, fixtureServer, test } from './inspector.ts';
import { connect, expectConnected, fillConnection, openInspector, showConnectionSettings } from './inspector-page.ts';

test('a reload returns to the server this tab was connected to, with its revision', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  const overview = page.getByRole('region', { name: 'Server overview' });
  await expect(overview).toContainText('mcp-servers/everything');

  const burst = fixtureServer('burst');
  await fillConnection(page, { command: burst.command, args: burst.args });
  await showConnectionSettings(page);
  await page.getByLabel('Protocol revision').selectOption('2025-03-26');
  await connect(page);
  await expectConnected(page);
  await expect(overview).toContainText('2025-03-26');
  await expect(overview).toContainText('burst');

  await page.reload();
  await expectConnected(page);
  await expect(overview).toContainText('burst');
  await expect(overview).toContainText('2025-03-26');
  await showConnectionSettings(page);
  await expect(page.getByLabel('Protocol revision')).toHaveValue('2025-03-26');
});
