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
  await page.getByRole('combobox', { name: 'Type of children[0]' }).selectOption('1');
  const richText = page.getByRole('group', { name: /^rich_text/ });
  await expect(richText.getByText('No items.')).toBeVisible();
  await richText.getByRole('button', { name: 'Add item' }).click();
  await expect(richText.getByText('No items.')).toHaveCount(0);
  await page.getByLabel('content', { exact: true }).fill('Hello');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('"paragraph":{"rich_text":[{"text":{"content":"Hello"}}]}');
});
