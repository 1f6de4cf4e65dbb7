import { type BrowserContext, devices, type Page } from '@playwright/test';
import { type RunningInspector, startInspector } from '../proxy/start-inspector.ts';
import { type ServerSpec, test } from './inspector.ts';
import { openInspector } from './inspector-page.ts';

/**
 * One inspector and one connected page for the tests of a file that look at
 * different parts of what one slow-to-load server offers and leave nothing a
 * later test reads: opened and connected once, in beforeAll, instead of once
 * per test. Call it at the top of the file; each test takes the page from the
 * function it returns.
 *
 * Playwright runs a file's tests in order in one worker, and after a failure
 * goes on in a new worker, whose beforeAll opens a fresh page: a test that
 * fails leaves nothing behind for the next one.
 */
export function sharedInspectorPage(server: ServerSpec): () => Page {
  let running: RunningInspector | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    running = await startInspector({ port: 0, open: false, defaultServer: server });
    // As the page fixture makes it (the project's device), minus what only the fixture reads.
    const { defaultBrowserType: _, ...device } = devices['Desktop Chrome'];
    context = await browser.newContext(device);
    page = await context.newPage();
    await openInspector(page, running.url);
  });
  test.afterAll(async () => {
    await context?.close();
    await running?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page is opened in beforeAll: take it inside a test');
    return page;
  };
}
