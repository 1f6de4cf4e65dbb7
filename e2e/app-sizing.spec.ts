import type { Locator, Page } from '@playwright/test';
import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, logRows, openInspector, rowsWith, runTool } from './inspector-page.ts';

// A view that fills its viewport and reports its size from a ResizeObserver on every resize.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}app-sizing.mjs`], env: {} } });

const FILL = 'ui://fixture/fill.html';
const appRegion = (page: Page) => page.getByRole('region', { name: 'App', exact: true });
const frameOf = (page: Page) => appRegion(page).locator(`iframe[title="${FILL}"]`);
const viewOf = (page: Page) => frameOf(page).contentFrame().frameLocator('iframe');
/** Every height the view reported, in order. */
const reported = async (page: Page): Promise<number[]> =>
  JSON.parse((await viewOf(page).locator('#sizes').textContent()) ?? '[]') as number[];
/** Each containerDimensions the view was told, with its own viewport when it was told. */
const told = async (page: Page) =>
  ((await viewOf(page).locator('#dims').textContent()) ?? '')
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          mode?: string;
          told: { width: number; height?: number; maxHeight?: number };
          viewport: { width: number; height: number };
        },
    );
const contentBox = (page: Page) =>
  frameOf(page).evaluate((frame: HTMLIFrameElement) => ({ width: frame.clientWidth, height: frame.clientHeight }));
const chooseMode = (page: Page, mode: string) =>
  appRegion(page).getByRole('radiogroup', { name: 'Display mode' }).getByText(mode, { exact: true }).click();

/**
 * Watches the view for `frames` of its own animation frames (a span of
 * observation, not a verdict on speed): every height it reported from `from`
 * on must be one value, the frame's content height. A host that gives it
 * 2 px less than it asked makes that list shrink by 2 px a report, a report
 * every few frames (resize, report, resize), so the span is counted in the
 * view's frames: a busy machine draws fewer per second and is watched longer.
 */
async function keepsItsSize(page: Page, from: number, frames = 300): Promise<number> {
  await viewOf(page)
    .locator('body')
    .evaluate(
      (_body, count) =>
        new Promise<void>((resolve) => {
          let seen = 0;
          const tick = () => (++seen >= count ? resolve() : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        }),
      frames,
    );
  const heights = (await reported(page)).slice(from);
  const box = await contentBox(page);
  expect(heights.length).toBeGreaterThan(0);
  expect(new Set(heights)).toEqual(new Set([box.height]));
  return box.height;
}

test('a view that reports its size on every resize keeps it, inline, in pip and after fullscreen and back; it is told the dimensions its frame really has', async ({
  page,
  inspector,
}) => {
  test.setTimeout(240_000);
  await openInspector(page, inspector.url);
  await chooseTool(page, 'fill');
  await runTool(page);
  await expect(appRegion(page)).toContainText('initialized');
  await expect.poll(async () => (await reported(page)).length).toBeGreaterThan(0);

  // Inline: the content box is exactly what the view asked, and the view is told the frame's real width.
  const inline = await keepsItsSize(page, 0);
  expect((await reported(page))[0]).toBe(inline);
  const first = (await told(page)).at(-1)!;
  expect(first.told).toEqual({ width: first.viewport.width, maxHeight: 800 });
  expect(first.viewport.width).toBe((await contentBox(page)).width);

  // Pip: a narrower frame, and the view hears its width.
  let from = (await reported(page)).length;
  await chooseMode(page, 'pip');
  await expect.poll(async () => (await told(page)).at(-1)?.mode).toBe('pip');
  const pip = (await told(page)).at(-1)!;
  expect(pip.told.width).toBe(pip.viewport.width);
  expect(pip.told.width).toBeLessThan(720);
  expect(pip.told.maxHeight).toBeDefined();
  await keepsItsSize(page, from);

  // Fullscreen: a fixed height and width, the frame's own, told again when the window is resized.
  await chooseMode(page, 'fullscreen');
  await expect.poll(async () => (await told(page)).at(-1)?.mode).toBe('fullscreen');
  const full = (await told(page)).at(-1)!;
  expect(full.told).toEqual({ width: full.viewport.width, height: full.viewport.height });
  expect(full.told.width).toBeGreaterThan(720);
  const windowSize = page.viewportSize()!;
  await page.setViewportSize({ width: windowSize.width - 200, height: windowSize.height - 100 });
  await expect.poll(async () => (await told(page)).at(-1)?.told.width).toBe(full.told.width - 200);
  const resized = (await told(page)).at(-1)!;
  expect(resized.told).toEqual({ width: resized.viewport.width, height: resized.viewport.height });
  await page.setViewportSize(windowSize);

  // And back: inline again, the size the view had before, kept.
  await chooseMode(page, 'inline');
  await expect.poll(async () => (await told(page)).at(-1)?.mode).toBe('inline');
  from = (await reported(page)).length;
  expect(await keepsItsSize(page, from - 1)).toBe(inline);
});

test('with "stream input" set, the next run\'s view is sent its arguments in steps first, and what it says back is in the log', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'fill');
  await page.getByRole('form').getByLabel('label', { exact: true }).fill('New York');
  await runTool(page);
  await expect(appRegion(page)).toContainText('initialized');
  await expect(viewOf(page).locator('#out')).toHaveText('input {"label":"New York"}');

  await appRegion(page).getByRole('checkbox', { name: 'stream input' }).check();
  await runTool(page);
  await expect(viewOf(page).locator('#out')).toHaveText(
    ['partial {}', 'partial {"label":"New "}', 'input {"label":"New York"}'].join('\n'),
  );
  // (The view's HTML, sent to its sandbox, names both too: that row is not one of them.)
  const ofView = (rows: Locator) => rowsWith(rows, 'app 2').filter({ hasNotText: 'sandbox-resource-ready' });
  await expect(ofView(await logRows(page, 'tool-input-partial'))).toHaveCount(2);
  await expect(ofView(await logRows(page, 'rendering a draft'))).toHaveCount(2);
});

test('the host settings (theme, locale) outlive the view: a new run and a closed app keep them', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'fill');
  await runTool(page);
  await expect(appRegion(page)).toContainText('initialized');
  await appRegion(page).getByLabel('Theme').selectOption('light');
  await appRegion(page).getByLabel('Locale').selectOption('de-DE');
  await runTool(page);
  await expect(appRegion(page)).toHaveCount(1);
  await expect(appRegion(page)).toContainText('initialized');
  await expect(appRegion(page).getByLabel('Theme')).toHaveValue('light');
  await expect(appRegion(page).getByLabel('Locale')).toHaveValue('de-DE');
  await appRegion(page).getByRole('button', { name: 'Close app' }).click();
  await expect(appRegion(page)).toHaveCount(0);
  await runTool(page);
  await expect(appRegion(page).getByLabel('Theme')).toHaveValue('light');
});

test('a view replaced by a new run is told so when it is torn down, and one the person closed is told that', async ({
  page,
  inspector,
}) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'fill');
  await runTool(page);
  await expect(appRegion(page)).toContainText('initialized');
  await runTool(page);
  await expect(appRegion(page)).toHaveCount(1);
  await expect(appRegion(page)).toContainText('initialized');
  await appRegion(page).getByRole('button', { name: 'Close app' }).click();
  await expect(appRegion(page)).toHaveCount(0);
  await expect(
    rowsWith(
      await logRows(page, 'The app was replaced by a new run of its tool in the inspector'),
      'ui/resource-teardown',
      'app 1',
    ),
  ).toHaveCount(1);
  await expect(
    rowsWith(await logRows(page, 'The person closed the app in the inspector'), 'ui/resource-teardown', 'app 2'),
  ).toHaveCount(1);
});
