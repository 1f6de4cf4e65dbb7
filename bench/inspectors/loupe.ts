// mcp-loupe, started in-process (the same proxy the CLI starts) and driven by role and accessible name.
import type { Page } from '@playwright/test';
import { startInspector } from '../../proxy/start-inspector.ts';
import { clickAndLetGo, POLL_MS, type InspectorDriver } from './inspector-driver.ts';

const resultRegion = (page: Page) => page.getByRole('region', { name: 'Result' });

/** The number in the message log's "N entries" counter, or -1 while it is not on the page. */
const logEntries = (page: Page) =>
  page.evaluate(() => {
    const counter = [...document.querySelectorAll('section[aria-label="Message log"] span')].find((span) =>
      /^\d+ entries$/.test(span.textContent ?? ''),
    );
    return counter ? Number.parseInt(counter.textContent!, 10) : -1;
  });

// Besides the burst, the log holds the process note, the initialize pair, initialized, the tools/list pair and the call pair.
const framesBesideBurst = 8;

export const loupe: InspectorDriver = {
  name: 'loupe',

  async start(server) {
    const inspector = await startInspector({
      port: 0,
      defaultServer: { command: server.command, args: server.args, env: {} },
    });
    return { url: inspector.url, close: () => inspector.close() };
  },

  async connect(page, url) {
    await page.goto(url);
    await page
      .getByRole('status', { name: 'Connection status' })
      .filter({ hasText: 'Connected' })
      .waitFor({ timeout: 30_000 });
  },

  async chooseTool(page, tool, args) {
    await page.getByRole('button', { name: new RegExp(`^${tool}`) }).click();
    for (const [name, value] of Object.entries(args)) await page.getByLabel(name, { exact: true }).fill(value);
  },

  runTool: (page) => clickAndLetGo(page.getByRole('button', { name: 'Run tool' })),

  resultShown: (page, text, timeoutMs) => resultRegion(page).getByText(text).first().waitFor({ timeout: timeoutMs }),

  // The result's header ends with its duration once the whole result is in (a huge text shows its start, with Show more).
  bigResultShown: (page, _bytes, timeoutMs) =>
    resultRegion(page).getByText(/ms$/).first().waitFor({ timeout: timeoutMs }),

  async burstShown(page, count, timeoutMs) {
    const started = Date.now();
    await resultRegion(page).getByText('burst done').first().waitFor({ timeout: timeoutMs });
    await page.getByRole('tab', { name: /Log/ }).click();
    await page.waitForFunction(
      (least) =>
        [...document.querySelectorAll('section[aria-label="Message log"] span')].some(
          (span) => /^\d+ entries$/.test(span.textContent ?? '') && Number.parseInt(span.textContent!, 10) >= least,
        ),
      count + framesBesideBurst,
      { timeout: Math.max(1, timeoutMs - (Date.now() - started)), polling: POLL_MS },
    );
  },

  async burstProgress(page) {
    const resultShown = (await resultRegion(page).getByText('burst done').count()) > 0;
    const entries = await logEntries(page);
    return { resultShown, notificationsShown: Math.max(0, entries - framesBesideBurst) };
  },

  async allViewsText(page) {
    const texts: string[] = [];
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await page.waitForTimeout(300);
      texts.push(await page.locator('body').innerText());
    }
    return texts.join('\n');
  },
};
