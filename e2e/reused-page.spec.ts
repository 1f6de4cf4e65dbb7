import type { Page } from '@playwright/test';
import { connectionStatus, openInspector } from './inspector-page.ts';
import { expect, test } from './reused-page.ts';

// What one test leaves on the reused page, the next does not find. The two run in order in one worker (serial); the
// second reads what the first did, and is skipped when the first fails (its worker, and page, are then new anyway).
test.describe.configure({ mode: 'serial' });

let firstPage: Page | undefined;
let firstPid = '';

test('a test leaves storage, a route, a viewport and a connection behind', async ({ page, context, inspector }) => {
  firstPage = page;
  await openInspector(page, inspector.url);
  firstPid = ((await connectionStatus(page).textContent()) ?? '').replace(/^.*pid (\d+).*$/, '$1');
  expect(firstPid).toMatch(/^\d+$/);
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'yes');
    sessionStorage.setItem('left-behind', 'yes');
  });
  await context.grantPermissions(['clipboard-read']);
  await page.route('**/left-behind', (route) => route.fulfill({ body: 'routed' }));
  await page.setViewportSize({ width: 500, height: 400 });
});

test('the next test of the worker gets the same page, put back, and a server of its own', async ({
  page,
  inspector,
}) => {
  expect(page).toBe(firstPage);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(
    await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as never })).state),
  ).not.toBe('granted');
  // Not fulfilled by the first test's route: the proxy's own 404.
  expect((await page.goto(new URL('/assets/left-behind', inspector.url).href))?.status()).toBe(404);

  await openInspector(page, inspector.url);
  await expect(connectionStatus(page)).toContainText(/pid \d+/);
  await expect(connectionStatus(page)).not.toContainText(`pid ${firstPid}`);
});
