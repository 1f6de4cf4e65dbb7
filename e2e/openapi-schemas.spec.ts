import { expect, fixturesDir, test } from './inspector.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

// Schemas as OpenAPI-generated servers ship them (Notion-like): $defs, $ref, unions in array items.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}openapi-schemas.mjs`], env: {} } });

test.beforeEach(async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
});

test('"Add item" works for an array inside a union choice inside an array item', async ({ page }) => {
  await chooseTool(page, 'append-blocks');
  await page.getByLabel('block_id', { exact: true }).fill('b1');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('combobox', { name: 'Type of children[0]' }).selectOption({ label: 'paragraph' });
  const richText = page.getByRole('group', { name: /^rich_text/ });
  await expect(richText.getByText('No items.')).toBeVisible();
  await richText.getByRole('button', { name: 'Add item' }).click();
  await expect(richText.getByText('No items.')).toHaveCount(0);
  await page.getByLabel('content', { exact: true }).fill('Hello');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('"paragraph":{"rich_text":[{"text":{"content":"Hello"}}]}');
});

test('union choices are named by title, discriminator, required keys or $ref, and JSON picks its own', async ({ page }) => {
  await chooseTool(page, 'create-page');
  const parent = page.getByRole('combobox', { name: 'Type of parent' });
  await expect(parent.getByRole('option')).toHaveText(['page_id', 'database_id', 'workspace', 'JSON']);

  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  await page.getByLabel('Arguments (JSON)', { exact: true }).fill('{"parent": {"type": "database_id", "database_id": "d1"}}');
  await page.getByRole('button', { name: 'Edit as form' }).click();
  await expect(parent).toHaveValue('1');
  await expect(page.getByLabel('database_id', { exact: true })).toHaveValue('d1');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"parent":{"type":"database_id","database_id":"d1"}}');
});
