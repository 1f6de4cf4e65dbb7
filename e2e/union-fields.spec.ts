import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

test.beforeEach(async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'flexible');
});

test('a field of several types offers a switch between them instead of a JSON box', async ({ page }) => {
  const type = page.getByRole('combobox', { name: 'Type of answer' });
  await expect(type).toHaveValue('0');
  await expect(toolField(page, 'answer')).toHaveAttribute('type', 'checkbox');

  await type.selectOption({ label: 'string' });
  await toolField(page, 'answer').fill('yes');
  await expect(page.getByText('Invalid JSON')).toHaveCount(0);
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"answer":"yes"}');

  // "true" converts to a boolean; "yes" does not, so it is left out.
  await toolField(page, 'answer').fill('true');
  await type.selectOption({ label: 'boolean' });
  await expect(toolField(page, 'answer')).toBeChecked();
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"answer":true}');
});

test('a number switched to text keeps its digits', async ({ page }) => {
  await toolField(page, 'limit').fill('12');
  await page.getByRole('combobox', { name: 'Type of limit' }).selectOption({ label: 'text' });
  await expect(toolField(page, 'limit')).toHaveValue('12');
  await toolField(page, 'limit').fill('12 per hour');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"limit":"12 per hour"}');
});

test('a union of object shapes keeps JSON as one of the choices', async ({ page }) => {
  const type = page.getByRole('combobox', { name: 'Type of target' });
  await expect(type.getByRole('option')).toHaveText(['point', 'link', 'JSON']);
  await type.selectOption({ label: 'link' });
  await toolField(page, 'url').fill('https://example.com');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"target":{"url":"https://example.com"}}');

  await type.selectOption({ label: 'JSON' });
  await toolField(page, 'target').fill('{"x": 1, "y": 2}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"target":{"x":1,"y":2}}');
});
