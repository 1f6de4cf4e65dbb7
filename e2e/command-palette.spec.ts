import type { Locator, Page } from '@playwright/test';
import { expect, test } from './reused-page.ts';
import { connectionStatus, expectConnected, openInspector, toolButton, toolField } from './inspector-page.ts';

const palette = (page: Page): Locator => page.getByRole('dialog', { name: 'Command palette' });
const searchBox = (page: Page): Locator => palette(page).getByRole('combobox');
const activeOption = (page: Page): Locator => palette(page).locator('[role="option"][aria-selected="true"]');

/** Control+K, then the query typed key by key, as a person does. */
async function openPalette(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(query);
}

test('the command palette by keyboard only: a tool, a tab, an action, a log entry, the shortcuts', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await expect(toolButton(page, 'echo')).toBeVisible();

  // A tool: its name typed, Enter, and the Tools tab shows its form.
  await openPalette(page, 'echo');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  const listbox = palette(page).getByRole('listbox');
  await expect(searchBox(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  await expect(activeOption(page)).toContainText('echo');
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await activeOption(page).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(toolButton(page, 'echo')).toHaveAttribute('aria-pressed', 'true');
  await expect(toolField(page, 'message')).toBeVisible();

  // The arrow keys: the second tool whose name starts with get-.
  await openPalette(page, 'get-');
  const first = (await activeOption(page).textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  const second = (await activeOption(page).innerText()).split(/\s/)[0] ?? '';
  expect(second).toMatch(/^get-/);
  expect(first).not.toContain(second);
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toolButton(page, second)).toHaveAttribute('aria-pressed', 'true');

  // Recent choices come first: echo, chosen before, heads the list of an empty query.
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('group', { name: 'Recent' }).getByRole('option').first()).toContainText(second);
  await expect(palette(page).getByRole('group', { name: 'Recent' })).toContainText('echo');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  // A tab whose list is not read yet: the palette says so (it sends nothing), and Enter shows the tab.
  await openPalette(page, 'Resources');
  await expect(palette(page)).toContainText('The lists of Resources and Prompts are not read yet');
  await expect(activeOption(page)).toContainText('Resources');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');

  // A prompt, once its tab has read the list: found by name from the Tools tab, Enter shows the Prompts tab.
  await openPalette(page, 'Prompts');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await openPalette(page, 'Tools');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
  await openPalette(page, 'simple-prompt');
  await expect(palette(page).getByRole('group', { name: 'Prompts' })).toContainText('simple-prompt');
  await expect(palette(page)).not.toContainText('not read yet');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');

  // An action, with its shortcut shown: Disconnect, then Connect again.
  await openPalette(page, 'Disconnect');
  await expect(activeOption(page)).toContainText('Disconnect');
  await expect(activeOption(page)).toContainText('Alt+Shift+D');
  await page.keyboard.press('Enter');
  await expect(connectionStatus(page)).toContainText('Disconnected');
  await openPalette(page, 'Connect');
  await expect(activeOption(page)).toContainText('Connect');
  await page.keyboard.press('Enter');
  await expectConnected(page);

  // A log entry by its method: the Log shows it in its detail.
  await openPalette(page, 'tools/list');
  await expect(palette(page).getByRole('group', { name: 'Log entries' })).toBeVisible();
  await expect(activeOption(page)).toContainText('tools/list');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /^Log/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('tools/list');

  // `?` shows the shortcuts; Escape closes them.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByRole('row', { name: /Command palette/ })).toContainText('Ctrl+K');
  await expect(shortcuts.getByRole('row', { name: /Disconnect/ })).toContainText('Alt+Shift+D');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
});

test('shortcuts never fire while typing in a field; Control+K does, and Escape gives the field its focus back', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  // The palette's code loaded first (Control+K, Escape), so a `?` that did open the shortcuts would do it at once.
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  const search = page.getByLabel('Search tools');
  await search.focus();
  await page.keyboard.type('what?');
  await expect(search).toHaveValue('what?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  // Alt+Shift+D is Disconnect outside a field; in one it types.
  await page.keyboard.press('Alt+Shift+D');
  await expect(connectionStatus(page)).toContainText('Connected');

  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  // `?` typed in the palette's own box is a character of the query.
  await page.keyboard.type('?');
  await expect(searchBox(page)).toHaveValue('?');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(search).toBeFocused();

  // Outside a field the action's shortcut does it.
  await page.keyboard.press('Escape');
  await search.blur();
  await page.keyboard.press('Alt+Shift+D');
  await expect(connectionStatus(page)).toContainText('Disconnected');
});

test('actions by their shortcuts: Copy as command, Run checkup, Export log, Clear log, Switch server; one that cannot be done says why', async ({
  page,
  context,
  inspector,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInspector(page, inspector.url);
  await expect(toolButton(page, 'echo')).toBeVisible();

  // Nothing is open in the Log: Copy as command's shortcut opens the palette on it, saying why.
  await page.keyboard.press('Alt+Shift+M');
  await expect(activeOption(page)).toContainText('Copy as command');
  await expect(activeOption(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(activeOption(page)).toContainText('Open a request in the Log first');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // The tools/list request sent, opened in the Log from the palette; then its shortcut copies it as a command.
  await openPalette(page, 'tools/list');
  for (let step = 0; step < 6 && !/sent/.test(await activeOption(page).innerText()); step++)
    await page.keyboard.press('ArrowDown');
  await expect(activeOption(page)).toContainText('request, sent');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText('tools/list');
  await page.keyboard.press('Alt+Shift+M');
  await expect(
    page.getByRole('region', { name: 'Entry detail' }).getByRole('button', { name: 'Copied' }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('tools/list');
  expect(copied).toContain('server-everything');

  await page.keyboard.press('Alt+Shift+K');
  await expect(page.getByRole('tab', { name: 'Checkup', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status', { name: 'Checkup totals' })).toContainText(/\d+ pass · /, { timeout: 60_000 });

  // Export log: the Log comes forward and the live log is downloaded as JSON Lines.
  const download = page.waitForEvent('download');
  await page.keyboard.press('Alt+Shift+E');
  expect((await download).suggestedFilename()).toMatch(/^mcp-loupe-.*\.jsonl$/);
  await expect(page.getByRole('tab', { name: /^Log/ })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Alt+Shift+L');
  await openPalette(page, 'Clear log');
  await expect(activeOption(page)).toContainText('The log is empty');
  await page.keyboard.press('Escape');

  // Switch server: the recent servers, this one among them; choosing it connects it again (a new connection).
  const before = await connectionStatus(page).innerText();
  expect(before).toMatch(/pid \d+/);
  await page.keyboard.press('Alt+Shift+S');
  await expect(searchBox(page)).toHaveAccessibleName('Switch to which server');
  await expect(activeOption(page)).toContainText('server-everything');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  // The server started again: another process.
  await expect(connectionStatus(page)).not.toHaveText(before);
  await expectConnected(page);
  await expect(connectionStatus(page)).toContainText(/pid \d+/);
});
