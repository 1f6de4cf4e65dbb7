import { expect, test } from './reused-page.ts';
import { openInspector, openTab } from './inspector-page.ts';

// Resources and prompts against the reference server, server-everything.

test('resource templates are filled in and read; text blobs show decoded', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Resources');

  const templates = page.getByRole('list', { name: 'Resource templates', exact: true });
  await templates.getByRole('button', { name: /Dynamic Text Resource/ }).click();
  await page.getByLabel('resourceId', { exact: true }).fill('3');
  await expect(page.getByRole('status', { name: 'Resulting URI' })).toHaveText('demo://resource/dynamic/text/3');
  await page.getByRole('button', { name: 'Read resource' }).click();
  const contents = page.getByRole('region', { name: 'Resource contents' });
  await expect(contents).toContainText('Resource 3: This is a plaintext resource');

  await templates.getByRole('button', { name: /Dynamic Blob Resource/ }).click();
  await page.getByLabel('resourceId', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Read resource' }).click();
  await expect(contents).toContainText('Decoded from base64 as UTF-8');
  await expect(contents).toContainText('Resource 2: This is a base64 blob');

  // A value that the server refuses: its error, with code and name.
  await templates.getByRole('button', { name: /Dynamic Text Resource/ }).click();
  await page.getByLabel('resourceId', { exact: true }).fill('zero');
  await page.getByRole('button', { name: 'Read resource' }).click();
  await expect(contents).toContainText('Server answered with an error');
});

test('a prompt with an embedded resource shows it with the shared renderers', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await openTab(page, 'Prompts');

  await page
    .getByRole('list', { name: 'Prompts', exact: true })
    .getByRole('button', { name: /^resource-prompt/ })
    .click();
  await page.getByLabel(/^resourceType/).fill('Text');
  await page.getByLabel(/^resourceId/).fill('1');
  await page.getByRole('button', { name: 'Get prompt' }).click();
  const messages = page.getByRole('region', { name: 'Prompt messages' });
  await expect(messages).toContainText('This prompt includes the Text resource with id: 1');
  await expect(messages.getByRole('article', { name: 'Content 1: resource' })).toContainText(
    'demo://resource/dynamic/text/1',
  );
  await expect(messages).toContainText('Resource 1: This is a plaintext resource');
  await expect(messages).not.toContainText('Protocol problems');
});
