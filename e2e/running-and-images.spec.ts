import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, openInspector, resultRegion, runTool } from './inspector-page.ts';

test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}rich-results.mjs`], env: {} } });

test.beforeEach(async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
});

test('a running call shows how long it has run', async ({ page }) => {
  await chooseTool(page, 'slow');
  await runTool(page);
  const result = resultRegion(page);
  await expect(result.getByRole('status')).toHaveText('Running…');
  const elapsed = result.getByRole('timer', { name: 'Elapsed' });
  await expect(elapsed).toHaveText(/^[0-9]\.[0-9] s$/);
  const first = await elapsed.textContent();
  // It counts up while the server works, then gives way to the result.
  await expect(elapsed).toHaveText(/^[1-9]\.[0-9] s$/);
  expect(await elapsed.textContent()).not.toBe(first);
  await expect(result).toContainText('done at last', { timeout: 30_000 });
  await expect(elapsed).toHaveCount(0);
});

test('Run tool keeps its focus while its call runs, is held, and a second click starts no second call', async ({
  page,
}) => {
  await chooseTool(page, 'slow');
  const run = page.getByRole('button', { name: 'Run tool', exact: true });
  await run.click();
  const result = resultRegion(page);
  await expect(result.getByRole('status')).toHaveText('Running…');
  // Held with aria-disabled, not disabled: a disabled button would have lost the focus the click gave it.
  await expect(run).toBeFocused();
  await expect(run).toBeDisabled();
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  await run.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(result).toContainText('done at last', { timeout: 30_000 });
  await expect(run).toBeEnabled();
  await expect(run).toBeFocused();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('1 call');
});

test('an image result opens at natural size in a dialog, and Escape closes it', async ({ page }) => {
  await chooseTool(page, 'big_image');
  await runTool(page);
  const result = resultRegion(page);
  const image = result.getByRole('img', { name: 'Image content 1 (image/png)' });
  await expect(result).toContainText('1600×1000');
  const shownWidth = await image.evaluate((element) => element.getBoundingClientRect().width);
  expect(shownWidth).toBeLessThan(1600);

  const url = page.url();
  await image.click();
  const dialog = page.getByRole('dialog', { name: 'Image content 1 (image/png)' });
  await expect(dialog).toBeVisible();
  const full = dialog.getByRole('img');
  await expect.poll(() => full.evaluate((element) => element.getBoundingClientRect().width)).toBe(1600);
  // Bigger than the window: the dialog scrolls rather than shrinking the image.
  const scrolls = await full.evaluate(
    (element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
  );
  expect(scrolls).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(url);

  // From the keyboard too, and the Close button closes it.
  await result.getByRole('button', { name: 'Open image content 1 at full size' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(url);
});
