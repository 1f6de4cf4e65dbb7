import type { Page } from '@playwright/test';
import { forgetPid, type RunningInspector, test as base } from './inspector.ts';
import { startViewport } from './reused-parts.ts';

/**
 * `test` for a spec file whose tests may share their worker's page and
 * inspector: import `test` from here instead of inspector.ts, and nothing
 * else changes. Each test still opens the inspector itself
 * (`openInspector(page, inspector.url)`): a new document, a new connection
 * and, for a stdio server, a new child process (the child ends with the
 * page's WebSocket). What it saves is the page: a new page costs Chromium a
 * renderer process and a cold load of the app (about 4 core-seconds a test),
 * a navigation on the page that loaded the same inspector before costs about
 * half of that.
 *
 * Before each test the page is put back: on a blank document of the
 * inspector's origin (the last test's app is gone, its server with it), that
 * origin's local storage, session storage (the saved connection, the token)
 * and IndexedDB emptied, cookies, permissions and routes removed, other
 * pages closed, the viewport and the mouse as a new page has them. Kept from
 * one test to the next: the browser's caches, and the inspector process with
 * what it holds in memory (model settings, trusted certificates).
 *
 * So a file keeps its own pages (imports `test` from inspector.ts), or one
 * test does (declared with inspector.ts's `test` in the same file), when it
 * sets context options (`test.use({ colorScheme })`, locale…), adds init
 * scripts or listeners on the page or its context (popups), emulates media,
 * installs a clock, stops or restarts the inspector, reads the server's pid
 * file before its page connects, or changes what the inspector holds; and
 * so do the tests of a fresh start (first screen, reload, appearance before
 * the page runs) and of a server's or proxy's death.
 *
 * A failed test costs nothing to the next: Playwright ends the worker after a
 * failure (its fixtures with it) and runs the rest of the file, and the
 * failed test's retry, in a new worker, whose page and inspectors are new.
 */
export const test = base.extend({
  inspector: async ({ reused, defaultServer, defaultRemote }, use) => {
    const inspector = await reused.inspector(defaultServer, defaultRemote);
    // The pid written by the last test's server is not this test's.
    await forgetPid(inspector.pidFile);
    await use(inspector);
  },
  context: async ({ reused }, use) => use((await reused.page()).context()),
  page: async ({ reused, inspector }, use) => {
    const page = await reused.page();
    await putBack(page, inspector);
    await use(page);
    // Ends this test's app and server now, not when the next test begins.
    await leaveApp(page, inspector);
  },
});

export { expect } from './inspector.ts';

/** A document of the inspector's origin that runs nothing: the proxy answers 404 under /assets/. */
const blankOf = (inspector: RunningInspector) => new URL('/assets/reused-page-blank', inspector.url).href;

async function leaveApp(page: Page, inspector: RunningInspector): Promise<void> {
  if (page.url() !== blankOf(inspector)) await page.goto(blankOf(inspector));
}

async function putBack(page: Page, inspector: RunningInspector): Promise<void> {
  const context = page.context();
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await leaveApp(page, inspector);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise((settled) => {
            if (!name) return settled(undefined);
            const deleting = indexedDB.deleteDatabase(name);
            deleting.onsuccess = deleting.onerror = deleting.onblocked = () => settled(undefined);
          }),
      ),
    );
  });
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  if (startViewport) await page.setViewportSize(startViewport);
  await page.mouse.move(0, 0);
}
