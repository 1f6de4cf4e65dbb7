import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

// A tool result's resource_link is read in place (resources/read), its contents shown under the link.

test('a resource link in a tool result is read with a click', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'get-resource-links');
  await runTool(page);

  const result = resultRegion(page);
  const link = result
    .getByRole('article', { name: /: resource_link$/ })
    .filter({ hasText: 'demo://resource/dynamic/text/2' });
  await expect(link).toContainText('Text Resource 2');
  await expect(link.getByRole('region', { name: 'Resource contents' })).toHaveCount(0);

  await link.getByRole('button', { name: 'Read resource' }).click();
  const contents = link.getByRole('region', { name: 'Resource contents' });
  await expect(contents).toContainText('Resource 2: This is a plaintext resource');
  await expect(contents.getByRole('article', { name: 'Content 1: text' })).toBeVisible();

  // A blob link reads too, and each link keeps its own contents.
  const blobLink = result
    .getByRole('article', { name: /: resource_link$/ })
    .filter({ hasText: 'demo://resource/dynamic/blob/1' });
  await blobLink.getByRole('button', { name: 'Read resource' }).click();
  await expect(blobLink.getByRole('region', { name: 'Resource contents' })).toContainText(
    'Resource 1: This is a base64 blob',
  );
  await expect(contents).toContainText('Resource 2: This is a plaintext resource');

  await link.getByRole('button', { name: 'Hide contents' }).click();
  await expect(contents).toHaveCount(0);
});
