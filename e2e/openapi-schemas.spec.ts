import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolButton } from './inspector-page.ts';

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
  await expect(resultRegion(page)).toContainText(
    'args: {"children":[{"type":"paragraph","paragraph":{"rich_text":[{"type":"text","text":{"content":"Hello"}}]}}],"block_id":"b1"}',
  );
});

test('union choices are named by title, discriminator, required keys or $ref, and JSON picks its own', async ({
  page,
}) => {
  await chooseTool(page, 'create-page');
  const parent = page.getByRole('combobox', { name: 'Type of parent' });
  await expect(parent.getByRole('option')).toHaveText(['page_id', 'database_id', 'workspace', 'JSON']);

  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  await page
    .getByLabel('Arguments (JSON)', { exact: true })
    .fill('{"parent": {"type": "database_id", "database_id": "d1"}}');
  await page.getByRole('button', { name: 'Edit as form' }).click();
  await expect(parent).toHaveValue('1');
  await expect(page.getByLabel('database_id', { exact: true })).toHaveValue('d1');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"parent":{"type":"database_id","database_id":"d1"}}');
});

test('a string beside a $ref to a union is offered, and a const is filled in and sent', async ({ page }) => {
  await chooseTool(page, 'create-page');
  await expect(page.getByRole('combobox', { name: 'Type of icon' }).getByRole('option')).toHaveText([
    'emoji',
    'external',
    'string',
    'JSON',
  ]);
  await page.getByRole('combobox', { name: 'Type of icon' }).selectOption({ label: 'string' });
  await page.getByLabel('icon', { exact: true }).fill('https://example.com/i.png');
  await page.getByRole('combobox', { name: 'Type of parent' }).selectOption({ label: 'workspace' });
  const parentType = page.getByRole('group', { name: /^parent/ }).getByLabel('type', { exact: true });
  await expect(parentType).toHaveValue('workspace');
  await expect(parentType).toHaveAttribute('readonly', '');
  await runTool(page);
  await expect(resultRegion(page)).toContainText(
    'args: {"parent":{"type":"workspace","workspace":true},"icon":"https://example.com/i.png"}',
  );

  await chooseTool(page, 'workspace-only');
  const form = page.getByLabel('workspace-only');
  await expect(form.getByLabel('type', { exact: true })).toHaveValue('workspace');
  await expect(form.getByText('Select…')).toHaveCount(0);
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"parent":{"type":"workspace","workspace":true}}');
});

test('a nullable enum offers null, and a null loaded from JSON is shown as that choice', async ({ page }) => {
  await chooseTool(page, 'settings');
  const theme = page.getByLabel('theme', { exact: true });
  await expect(theme.getByRole('option')).toHaveText(['— not sent —', 'light', 'dark', 'null']);
  await expect(page.getByLabel('density', { exact: true }).getByRole('option')).toHaveText([
    '— not sent —',
    'compact',
    'comfortable',
    'null',
  ]);
  await theme.selectOption({ label: 'null' });
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"theme":null}');

  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  await page.getByLabel('Arguments (JSON)', { exact: true }).fill('{"theme": null, "density": null}');
  await page.getByRole('button', { name: 'Edit as form' }).click();
  await expect(page.getByText('(not an option)')).toHaveCount(0);
  await expect(page.getByLabel('density', { exact: true }).locator('option:checked')).toHaveText('null');
});

test('safe-integer bounds (as Zod writes them) are not shown as hints', async ({ page }) => {
  await chooseTool(page, 'settings');
  const form = page.getByLabel('settings');
  await expect(form.getByText('≥ 1')).toBeVisible();
  await expect(form.getByText('9007199254740991')).toHaveCount(0);
});

test('the form shows, live, exactly the JSON arguments Run sends', async ({ page }) => {
  await chooseTool(page, 'create-page');
  const preview = page.getByRole('region', { name: 'Arguments to send' });
  await expect(preview).toHaveText('{"parent":{"type":"page_id"}}');
  await page.getByLabel('page_id', { exact: true }).fill('0f8fad5b-d9cb-469f-a165-70867728950e');
  await page.getByLabel('archived', { exact: true }).check();
  await expect(preview).toHaveText(
    '{"parent":{"type":"page_id","page_id":"0f8fad5b-d9cb-469f-a165-70867728950e"},"archived":true}',
  );
  const shown = await preview.textContent();
  await runTool(page);
  await expect(resultRegion(page)).toContainText(`args: ${shown}`);
  await page.getByText('Arguments to send').click();
  await expect(preview).toBeHidden();
});

test('a tool schema clients mishandle gets a Portability note with pointers, and a mark in the list', async ({
  page,
}) => {
  await expect(toolButton(page, 'portability').getByRole('img', { name: /^Portability: \d+ warnings?/ })).toBeVisible();
  await chooseTool(page, 'portability');
  const form = page.getByLabel('portability', { exact: true });
  await form.getByText('Portability', { exact: true }).click();
  const findings = form.getByRole('list', { name: 'Portability findings' });
  await expect(findings).toContainText('/anyOf');
  await expect(findings).toContainText('Anthropic API');
  await expect(findings).toContainText('/$defs/Filter/type');
  await expect(findings).toContainText('/properties/filter/$ref');
});

test('the checkup counts tools and portability findings, as a warning, never a failure', async ({ page }) => {
  const tab = page.getByRole('tab', { name: 'Checkup', exact: true });
  await tab.click();
  await page.getByRole('button', { name: 'Run checkup' }).click();
  const totals = page.getByRole('status', { name: 'Checkup totals' });
  await expect(totals).toContainText('not applicable', { timeout: 30_000 });
  await expect(totals).not.toContainText('Checking');
  const row = page
    .getByRole('list', { name: 'Checkup results' })
    .getByRole('listitem', { name: 'tool-schema-portability: warning', exact: true });
  await expect(row).toContainText(/\d+ warnings? and \d+ notes? across \d+ tools of 5/);
});
