import { expect, test } from './reused-page.ts';
import { openInspector } from './inspector-page.ts';

/** A tab's or an item's text without its count (the Log's grows as frames arrive). */
const labelOf = (text: string) => text.replace(/\d+$/, '').trim();

// The page has more tabs than a 1280 or 1024 px window holds beside the connection panel. Every one must
// be reachable, by mouse and by keyboard, and the one shown must be in view.

for (const width of [1280, 1024]) {
  test(`at ${width} px every tab is in view or in the More tabs menu, and each opens from there in view`, async ({
    page,
    inspector,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await openInspector(page, inspector.url);
    const tabs = page.getByRole('tablist').getByRole('tab');
    const names = (await tabs.allTextContents()).map(labelOf);
    expect(names).toContain('Connection');
    const more = page.getByRole('button', { name: 'More tabs' });

    await more.click();
    const menu = page.getByRole('menu', { name: 'More tabs' });
    const listed = (await menu.getByRole('menuitem').allTextContents()).map(labelOf);
    expect(listed).toContain('Connection');
    // A tab is listed exactly when it is not wholly in view.
    for (const [index, name] of names.entries()) {
      if (listed.includes(name)) await expect(tabs.nth(index)).not.toBeInViewport({ ratio: 1 });
      else await expect(tabs.nth(index)).toBeInViewport({ ratio: 1 });
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    for (const name of listed) {
      await more.click();
      await menu.getByRole('menuitem', { name: new RegExp(`^${name}( \\d+)?$`) }).click();
      await expect(menu).toBeHidden();
      const tab = tabs.nth(names.indexOf(name));
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toBeInViewport({ ratio: 1 });
      await expect(tab).toBeFocused();
    }
  });
}

test('by keyboard: Home and End bring the first and last tab into view, and the More tabs menu opens and chooses', async ({
  page,
  inspector,
}) => {
  await page.setViewportSize({ width: 1024, height: 720 });
  await openInspector(page, inspector.url);
  const tools = page.getByRole('tab', { name: 'Tools', exact: true });
  const connection = page.getByRole('tab', { name: 'Connection', exact: true });
  await tools.focus();
  await page.keyboard.press('End');
  await expect(connection).toHaveAttribute('aria-selected', 'true');
  await expect(connection).toBeFocused();
  await expect(connection).toBeInViewport({ ratio: 1 });
  await expect(tools).not.toBeInViewport({ ratio: 1 });
  await page.keyboard.press('ArrowRight');
  await expect(tools).toHaveAttribute('aria-selected', 'true');
  await expect(tools).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(tools).toBeFocused();
  await expect(tools).toBeInViewport({ ratio: 1 });

  // From the strip, Tab reaches the More tabs button; Enter opens its menu on the first tab out of view.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'More tabs' })).toBeFocused();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu', { name: 'More tabs' }).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await expect(items.last()).toHaveText('Connection');
  await page.keyboard.press('Enter');
  await expect(connection).toHaveAttribute('aria-selected', 'true');
  await expect(connection).toBeFocused();
  await expect(connection).toBeInViewport({ ratio: 1 });
});

test('with room for every tab there is no More tabs button', async ({ page, inspector }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await openInspector(page, inspector.url);
  await expect(page.getByRole('tab', { name: 'Connection', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'More tabs' })).toHaveCount(0);
});

test('a tab visited and left keeps its state, and is neither seen, nor reached by Tab, nor named to a screen reader', async ({
  page,
  inspector,
}) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await openInspector(page, inspector.url);
  await page.getByRole('tab', { name: /^Log/ }).click();
  const filter = page.getByLabel('Filter log');
  await filter.fill('tools/list');
  await page.getByRole('tab', { name: 'Tools', exact: true }).click();

  // The Log is kept (its filter too) but hidden: not visible, out of the accessibility tree, and no Tab lands in it.
  await expect(filter).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Filter log' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tools', exact: true }).focus();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('Filter log');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-hidden="true"]')))).toBe(false);
  }

  await page.getByRole('tab', { name: /^Log/ }).click();
  await expect(filter).toBeVisible();
  await expect(filter).toHaveValue('tools/list');
});
