// An MCP App's view floods its host: `count` notifications/message from the view (the app-host
// fixture's `flood` action, sent a slice per task so the view's own loop is not what is measured).
// The figures: the page's longest task and blocking time from the click to the moment the page
// shows the last message, how long the page went without answering meanwhile (asked every 100 ms
// from outside), the JS heap after, and whether Close app still works.
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { medianFigures, repeat } from './stats.ts';

const launchOptions = { ...chromiumLaunchOptions, args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'] };
const fixture = { command: process.execPath, args: [new URL('../e2e/fixtures/app-host.mjs', import.meta.url).pathname] };

export interface AppFloodFigures extends LongTaskFigures {
  messages: number;
  /** Click on Run tool to the last message shown in App messages. */
  elapsedMs: number;
  /** The longest the page went without answering a question from outside during the flood. */
  longestUnansweredMs: number;
  heapMb: number;
  /** Close app, clicked after the flood, removed the view (1) or not (0). */
  closed: number;
}

async function heapMb(page: Page): Promise<number> {
  return await page.evaluate(async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc?.();
    return Math.round((performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6);
  });
}

/** Asks the page a trivial question every `everyMs` until stopped; answers the longest gap between two answers. */
function watchGaps(page: Page, everyMs = 100): { stop: () => Promise<number> } {
  let stopped = false;
  let longest = 0;
  const running = (async () => {
    let last = Date.now();
    while (!stopped) {
      await page.evaluate(() => 0).catch(() => undefined);
      const now = Date.now();
      longest = Math.max(longest, now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return longest;
    },
  };
}

async function oneAppFlood(count: number, timeoutMs: number): Promise<AppFloodFigures> {
  return withInspectorPage(
    loupe,
    fixture,
    async (page, longTasks) => {
      await page.getByRole('button', { name: /^probe/ }).first().click();
      const form = page.getByRole('form');
      await form.getByLabel('action', { exact: true }).selectOption('flood');
      await form.getByLabel('count', { exact: true }).fill(String(count));
      await page.waitForTimeout(300);
      const mark = longTasks.mark();
      const gaps = watchGaps(page);
      const started = Date.now();
      await loupe.runTool(page);
      const messages = page.getByRole('region', { name: 'App messages' });
      await messages.getByText(`flood message ${count} of ${count}`).first().waitFor({ timeout: timeoutMs });
      const elapsedMs = Date.now() - started;
      await page.waitForTimeout(500);
      const longestUnansweredMs = await gaps.stop();
      const tasks = longTasks.since(mark);
      const heap = await heapMb(page);
      await page.getByRole('region', { name: 'App', exact: true }).getByRole('button', { name: 'Close app' }).click();
      const closed = await page
        .getByRole('region', { name: 'App', exact: true })
        .waitFor({ state: 'detached', timeout: 30_000 })
        .then(() => 1, () => 0);
      return { messages: count, elapsedMs, ...tasks, longestUnansweredMs, heapMb: heap, closed };
    },
    { launch: launchOptions },
  );
}

/** `count` messages from a view (100,000 by default), `runs` times in a fresh page: the median of each figure, the runs and the samples. */
export async function appFlood(count = 100_000, runs = 3, timeoutMs = 300_000): Promise<AppFloodFigures & { runs: number; samples: readonly AppFloodFigures[] }> {
  return medianFigures(await repeat(runs, () => oneAppFlood(count, timeoutMs)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node bench/app-flood-bench.ts [count [runs]]: the figure alone (the page must be built: npx vite build).
  const [count, runs] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await appFlood(count || 100_000, runs || 1)));
}
