import type { Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}form-schemas.mjs`], env: {} } });

/** The heights that would let the page scroll as a whole; each must equal the window's. */
const pageHeights = (page: Page) =>
  page.evaluate(() => ({
    window: window.innerHeight,
    document: document.documentElement.scrollHeight,
    body: document.body.scrollHeight,
  }));

test('a form that grows scrolls in its pane; the page as a whole never scrolls', async ({ page, inspector }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openInspector(page, inspector.url);
  await chooseTool(page, 'guest-list');
  const add = page.getByRole('button', { name: 'Add item' });
  for (let i = 0; i < 30; i++) await add.click();
  await expect(page.getByRole('group', { name: /^guests ?\[29\]/ })).toBeAttached();

  const heights = await pageHeights(page);
  expect(heights.document).toBe(heights.window);
  expect(heights.body).toBe(heights.window);

  // The last item is reached by scrolling the pane, and the page stays put.
  await page
    .getByRole('group', { name: /^guests ?\[29\]/ })
    .getByLabel('name', { exact: true })
    .fill('last');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const after = await pageHeights(page);
  expect(after.document).toBe(after.window);
});
