import type { Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

const jsonEditor = (page: Page) => page.getByLabel('Arguments (JSON)', { exact: true });

test('values of the wrong type typed as JSON are flagged as they are typed, before any Run', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'profile');
  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  await jsonEditor(page).fill('{"name": "bob", "age": "seven"}');

  await expect(jsonEditor(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(jsonEditor(page)).toHaveAccessibleDescription(/age: Must be an integer/);
  await expect(page.getByText(/^Not sent:/)).toHaveCount(0);

  // Typing on: the list follows the text.
  await jsonEditor(page).fill('{"name": "bob", "age": 7, "subscribed": "yes"}');
  await expect(jsonEditor(page)).toHaveAccessibleDescription(/subscribed: Must be true or false/);
  await expect(jsonEditor(page)).not.toHaveAccessibleDescription(/age:/);

  await jsonEditor(page).fill('{"name": "bob", "age": 7}');
  await expect(jsonEditor(page)).not.toHaveAttribute('aria-invalid', 'true');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"name":"bob","age":7}');
});
