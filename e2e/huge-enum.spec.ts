import { expect, fixturesDir, test } from './inspector.ts';
import { chooseTool, resultRegion, runTool, toolField } from './inspector-page.ts';
import { sharedInspectorPage } from './shared-page.ts';

// A tool whose enum has a million choices (and an array of them), beside a note and a checkbox. Its tools/list takes
// seconds to send, read and judge: both tests look at it on one page, each at a tool of its own.
const sharedPage = sharedInspectorPage({ command: process.execPath, args: [`${fixturesDir}huge-enum.mjs`], env: {} });

test('a million-choice enum: the form answers a click at once, and a search finds an option near the end', async () => {
  const page = sharedPage();
  await chooseTool(page, 'pick');
  // A click right after the form shows is handled: the page is not busy drawing a million options.
  const urgent = toolField(page, 'urgent');
  await urgent.click();
  await expect(urgent).toBeChecked();

  const choice = page.getByRole('combobox', { name: 'choice', exact: true });
  await choice.click();
  const options = page.getByRole('listbox', { name: 'Options for choice' }).getByRole('option');
  // The list is bounded: the first options, and how many there are.
  await expect(options.first()).toHaveText('option-0000000');
  await expect(page.getByText('1,000,000 options: type to search')).toBeVisible();

  // The search reaches the end of the million.
  await choice.fill('0999998');
  await expect(options).toHaveText(['option-0999998']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(choice).toHaveValue('option-0999998');
  await expect(page.getByRole('listbox', { name: 'Options for choice' })).toHaveCount(0);

  // An array of the same enum is one search that adds its picks as chips, none twice (no new item starts at the first option).
  const add = page.getByRole('combobox', { name: 'Add to many' });
  await add.fill('option-099999');
  await expect(page.getByRole('listbox', { name: 'Options for Add to many' }).getByRole('option')).toHaveCount(10);
  await page.getByRole('option', { name: 'option-0999995' }).click();
  const chosen = page.getByRole('list', { name: 'Chosen for many' }).getByRole('listitem');
  await expect(chosen).toHaveText([/option-0999995/]);
  await expect(add).toHaveValue('');
  await add.fill('option-0999995');
  await page.getByRole('option', { name: 'option-0999995' }).click();
  await expect(chosen).toHaveCount(1);

  await runTool(page);
  await expect(resultRegion(page)).toContainText('"choice":"option-0999998"');
  await expect(resultRegion(page)).toContainText('"many":["option-0999995"]');
});

test('a small enum is still a native select', async () => {
  const page = sharedPage();
  await chooseTool(page, 'small');
  await toolField(page, 'size').selectOption('M');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('args: {"size":"M"}');
});
