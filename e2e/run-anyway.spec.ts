import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

test('"Run anyway" sends the call, and the list of problems that held it back goes', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'profile');
  await toolField(page, 'name').fill('b');
  await runTool(page);
  const notSent = page.getByText(/^Not sent: 1 problem/);
  await expect(notSent).toBeVisible();

  await page.getByRole('button', { name: 'Run anyway' }).click();
  await expect(resultRegion(page)).toContainText('args: {"name":"b"}');
  await expect(notSent).toHaveCount(0);
  // The field still says what is wrong with what was sent.
  await expect(page.getByText('Must be at least 2 characters')).toBeVisible();

  // The next refused Run lists the problems again.
  await runTool(page);
  await expect(notSent).toBeVisible();
});
