import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { chooseTool, openInspector, resultRegion, runTool, toolField } from './inspector-page.ts';
import { expect, test } from './reused-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

const jsonEditor = (page: Page) => page.getByLabel('Arguments (JSON)', { exact: true });
const runProblems = (page: Page) => page.locator('div', { hasText: /^Not sent:/ }).last();

/** The "multi-line" switch of one string field: the button described by that field's label. */
async function multilineToggle(page: Page, property: string): Promise<Locator> {
  const id = await toolField(page, property).getAttribute('id');
  return page.locator(`button[aria-describedby="${id}-label"]`, { hasText: 'multi-line' });
}

async function editAsJson(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  await jsonEditor(page).fill(text);
}

async function editAsForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit as form' }).click();
}

test.beforeEach(async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
});

test('a value of the wrong type typed as JSON is shown in the form as it is', async ({ page }) => {
  await chooseTool(page, 'profile');
  await editAsJson(page, '{"name":"bob","age":"seven","subscribed":"yes"}');
  await editAsForm(page);
  await expect(toolField(page, 'age')).toHaveValue('seven');
  await expect(page.getByText('"seven" (a string)')).toBeVisible();
  await expect(page.getByText('"yes" (a string)')).toBeVisible();
  await runTool(page);
  await expect(runProblems(page)).toContainText('age: Must be an integer');
  // Typing a number over it makes it a number again.
  await toolField(page, 'age').fill('7');
  await expect(page.getByText('"seven" (a string)')).toHaveCount(0);
  await expect(toolField(page, 'age')).toHaveAttribute('type', 'number');
});

test('while the JSON does not parse, the only problem listed is where it breaks', async ({ page }) => {
  await chooseTool(page, 'profile');
  await toolField(page, 'name').fill('b');
  await runTool(page);
  await expect(runProblems(page)).toContainText('name: Must be at least 2 characters');

  await editAsJson(page, '{\n  "name": "bob",\n}');
  await runTool(page);
  await expect(runProblems(page)).toContainText(/The JSON does not parse\. Line 3, column 1/);
  await expect(runProblems(page)).not.toContainText('Must be at least 2 characters');
  await expect(runProblems(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Run anyway' })).toHaveCount(0);

  await jsonEditor(page).fill('{"name": "bob", "age": -1}');
  await expect(runProblems(page)).toContainText('age: Must be ≥ 0');
  await expect(runProblems(page).getByRole('listitem')).toHaveCount(1);
  await jsonEditor(page).fill('{"name": "bob"}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"name":"bob"}');
});

test('"Add item" on a recursive array starts a valid item, and a null there is flagged', async ({ page }) => {
  await chooseTool(page, 'tree');
  await toolField(page, 'label').fill('top');
  await page.getByRole('button', { name: 'Add item' }).click();
  const item = page.getByLabel('children[0]', { exact: true });
  await expect(item).toHaveValue('{\n  "label": ""\n}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"root":{"label":"top","children":[{"label":""}]}}');

  await item.fill('null');
  await runTool(page);
  await expect(runProblems(page)).toContainText('root.children[0]: Must be an object');
  await item.fill('{"label": "leaf", "children": [{"label": 5}]}');
  await runTool(page);
  await expect(runProblems(page)).toContainText('root.children[0].children[0].label: Must be a string');
});

test('strings can hold several lines; Enter in a one-line field runs the tool', async ({ page }) => {
  await chooseTool(page, 'profile');
  await toolField(page, 'name').fill('Ada');
  const bio = toolField(page, 'bio');
  await expect(bio).toHaveJSProperty('tagName', 'TEXTAREA');
  await bio.pressSequentially('line one');
  await bio.press('Enter');
  await bio.pressSequentially('line two');

  await expect(toolField(page, 'note')).toHaveJSProperty('tagName', 'INPUT');
  await (await multilineToggle(page, 'note')).click();
  const note = toolField(page, 'note');
  await expect(note).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(note).toBeFocused();
  await note.pressSequentially('a');
  await note.press('Enter');
  await note.pressSequentially('b');
  await expect(resultRegion(page)).not.toContainText('args:');
  await note.press('Control+Enter');
  await expect(resultRegion(page)).toContainText('args: {"name":"Ada","bio":"line one\\nline two","note":"a\\nb"}');

  await toolField(page, 'name').fill('Grace');
  await toolField(page, 'name').press('Enter');
  await expect(resultRegion(page)).toContainText('"name":"Grace"');
});

test('keys the schema does not describe are shown where they are sent, and can be removed', async ({ page }) => {
  await chooseTool(page, 'profile');
  await editAsJson(page, '{"name":"bob","zzz":1,"home":{"city":"Oslo","extra":{"floor":3}}}');
  await editAsForm(page);
  const rootExtras = page.getByRole('group', { name: /^Other keys sent/ }).last();
  await expect(rootExtras).toContainText('zzz');
  const homeExtras = page.getByRole('group', { name: /home/ }).getByRole('group', { name: /^Other keys sent/ });
  await expect(homeExtras).toContainText('extra');
  await expect(homeExtras).toContainText('{"floor":3}');
  await homeExtras.getByRole('button', { name: 'Remove' }).click();
  await expect(homeExtras).toHaveCount(0);
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"name":"bob","zzz":1,"home":{"city":"Oslo"}}');
});

test('an object schema without properties accepts any object; only additionalProperties: false takes none', async ({
  page,
}) => {
  await chooseTool(page, 'anything');
  await expect(page.getByText("This tool's schema declares no properties; it accepts any object.")).toBeVisible();
  await page.getByRole('button', { name: 'Write arguments as JSON' }).click();
  await jsonEditor(page).fill('{"free": true}');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"free":true}');

  await chooseTool(page, 'nothing');
  await expect(page.getByText('This tool takes no arguments.')).toBeVisible();
});

test('if/then/else and dependentRequired are checked before sending', async ({ page }) => {
  await chooseTool(page, 'contact');
  await toolField(page, 'kind').selectOption({ label: 'email' });
  await toolField(page, 'card').fill('4111');
  await runTool(page);
  await expect(runProblems(page)).toContainText('address: Required when "kind" is "email"');
  await expect(runProblems(page)).toContainText('cvc: Required when "card" is sent');
  await toolField(page, 'kind').selectOption({ label: 'phone' });
  await expect(runProblems(page)).toContainText('number: Required unless "kind" is "email"');
});

test('a result shows a mimeType as sent, and counts exactly the problems it lists', async ({ page }) => {
  await chooseTool(page, 'wrong-types');
  await runTool(page);
  const result = resultRegion(page);
  await expect(result.getByRole('article', { name: 'Content 1: image' })).toContainText(
    '"mimeType" is 5, not a string',
  );
  await expect(result.getByText('image/png', { exact: true })).toHaveCount(0);
  const listed = await result.getByRole('listitem').count();
  expect(listed).toBeGreaterThan(0);
  await expect(result.locator('header').first()).toContainText(`${listed} problem${listed === 1 ? '' : 's'}`);
  const texts = await result.getByRole('listitem').allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  expect(texts.filter((text) => text.includes('isError'))).toHaveLength(1);

  await chooseTool(page, 'no-content');
  await runTool(page);
  await expect(result).toContainText('The result has no "content" array');
  await expect(result.locator('header').first()).toContainText('1 problem');
});
