import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}bad-answers.mjs`], env: {} } });

test('an answer that breaks JSON-RPC fails the call at once and says why', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'error-code-string');
  await runTool(page);
  // Well inside the 60 s a request may wait: the answer came, and it is wrong.
  await expect(resultRegion(page)).toContainText('"error.code" must be an integer (got "-32000")', { timeout: 10_000 });
});

test("structuredContent is checked against the tool's outputSchema", async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'weather');
  await runTool(page);
  const result = resultRegion(page);
  await expect(result).toContainText('structuredContent.temperature does not match the outputSchema');
  await expect(result).toContainText('required property "conditions"');
});

test('a resource error shows the code the server sent', async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await page.getByRole('tab', { name: 'Resources', exact: true }).click();
  await page
    .getByRole('button', { name: /missing/ })
    .first()
    .click();
  await expect(page.getByText('-32002')).toBeVisible();
  await expect(page.getByText('Resource not found').first()).toBeVisible();
});
