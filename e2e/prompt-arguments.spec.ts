import { expect, test } from './reused-page.ts';
import { logRows, openInspector, openTab, rowsWith } from './inspector-page.ts';

test('a missing required prompt argument is named, and can be sent anyway to see what the server does', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Prompts');
  await page
    .getByRole('list', { name: 'Prompts', exact: true })
    .getByRole('button', { name: /^resource-prompt/ })
    .click();
  await page.getByLabel(/^resourceType/).fill('Text');
  await page.getByRole('button', { name: 'Get prompt' }).click();
  await expect(page.getByText('Not sent: resourceId is required.')).toBeVisible();
  await expect(page.getByLabel(/^resourceId/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Get anyway' }).click();
  const messages = page.getByRole('region', { name: 'Prompt messages' });
  await expect(messages).toContainText(/-326\d\d|error/i);
  const rows = await logRows(page, 'prompts/get');
  await expect(rowsWith(rows, 'prompts/get', '→', 'resourceType')).toHaveCount(1);
});
