// An MCP App's view floods its host: `count` notifications/message from the view (the app-host
// fixture's `flood` action, sent a slice per task so the view's own loop is not what is measured).
// The figures: the page's longest task and blocking time from the click to the moment the page
// shows the last message (wall time, and the longest by the page's own CPU time from a trace: see
// task-cpu.ts); clicks on a tab during the flood, each timed in the page from the click to the
// frame that shows the tab chosen; how long the page went without answering a script's
// question from outside (asked every 100 ms: such a question waits behind the view's messages,
// where a click does not); the JS heap after; and whether Close app still works.
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';
import type { InspectorDriver } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import { heapMb } from './log-scale-bench.ts';
import type { LongTaskFigures } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { medianFigures, repeat } from './stats.ts';
import { type TaskCpuFigures, traceTaskCpu } from './task-cpu.ts';

const launchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
};
const fixture = {
  command: process.execPath,
  args: [new URL('../e2e/fixtures/app-host.mjs', import.meta.url).pathname],
};

export interface AppFloodFigures extends LongTaskFigures, TaskCpuFigures {
  messages: number;
  /** Click on Run tool to the last message shown in App messages. */
  elapsedMs: number;
  /** Clicks on a tab during the flood: the longest from the click to the frame that shows the tab chosen. */
  longestClickMs: number;
  clicksDuringFlood: number;
  /** The longest the page went without answering a script's question from outside during the flood. */
  longestUnansweredMs: number;
  heapMb: number;
  /** Close app, clicked after the flood, removed the view (1) or not (0). */
  closed: number;
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

/** Clicks the tab `name` and times, in the page, from the click event to the frame after the tab shows as chosen. */
async function timedTabClick(page: Page, name: string): Promise<number> {
  await page.evaluate((label) => {
    const w = window as unknown as { __tabClick?: number };
    w.__tabClick = undefined;
    const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((each) =>
      each.textContent?.startsWith(label),
    )!;
    let clicked = Number.NaN;
    tab.addEventListener('click', (event) => void (clicked = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (tab.getAttribute('aria-selected') !== 'true') return;
      observer.disconnect();
      requestAnimationFrame(() => void (w.__tabClick = performance.now() - clicked));
    });
    observer.observe(tab, { attributes: true });
  }, name);
  // A click as the mouse makes it, at the tab's middle: Playwright's own click checks the target from inside the page
  // on each mouse event (a script of its own that lays the page out), work no person's click makes the page do.
  const box = await page.getByRole('tab', { name: new RegExp(`^${name}`) }).boundingBox();
  if (!box) throw new Error(`The ${name} tab is not in view`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __tabClick?: number }).__tabClick,
    undefined,
    { timeout: 120_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** The number of log messages App messages says it received, or 0 before it says any. */
const countedSoFar = (page: Page) =>
  page.evaluate(() =>
    Number(
      /([\d,]+) log messages/
        .exec(document.querySelector('[aria-label="App messages received"]')?.textContent ?? '')?.[1]
        ?.replaceAll(',', '') ?? 0,
    ),
  );

/** mcp-loupe serving the page built at `staticRoot` (another branch's dist/web, for a before and after), or its own. */
function loupeServing(staticRoot: string | undefined): InspectorDriver {
  if (!staticRoot) return loupe;
  return {
    ...loupe,
    async start(server) {
      const inspector = await startInspector({
        port: 0,
        defaultServer: { command: server.command, args: server.args, env: {} },
        staticRoot,
      });
      return { url: inspector.url, close: () => inspector.close() };
    },
  };
}

async function oneAppFlood(count: number, timeoutMs: number, staticRoot?: string): Promise<AppFloodFigures> {
  return withInspectorPage(
    loupeServing(staticRoot),
    fixture,
    async (page, longTasks) => {
      await page
        .getByRole('button', { name: /^probe/ })
        .first()
        .click();
      const form = page.getByRole('form');
      await form.getByLabel('action', { exact: true }).selectOption('flood');
      await form.getByLabel('count', { exact: true }).fill(String(count));
      await page.waitForTimeout(300);
      const cpu = await traceTaskCpu(page.context().browser()!, page);
      const mark = longTasks.mark();
      const gaps = watchGaps(page);
      const started = Date.now();
      await loupe.runTool(page);
      const messages = page.getByRole('region', { name: 'App messages' });
      // While it floods: the Log tab and back, each click timed.
      const clicks: number[] = [];
      await page.waitForFunction(
        () => document.querySelector('[aria-label="App messages received"]') !== null,
        undefined,
        { timeout: timeoutMs },
      );
      // Exactly two round trips, at a quarter and at six tenths of the flood: a loop until the flood ends made a
      // faster page visit Log more often, and each visit mid-flood is the heaviest work, so runs did not compare.
      for (const share of [0.25, 0.6]) {
        while ((await countedSoFar(page)) < count * share && Date.now() - started < timeoutMs)
          await page.waitForTimeout(100);
        clicks.push(await timedTabClick(page, 'Log'), await timedTabClick(page, 'Tools'));
      }
      await messages.getByText(`flood message ${count} of ${count}`).first().waitFor({ timeout: timeoutMs });
      const elapsedMs = Date.now() - started;
      await page.waitForTimeout(500);
      const longestUnansweredMs = await gaps.stop();
      const tasks = longTasks.since(mark);
      const cpuFigures = await cpu();
      const heap = await heapMb(page);
      await page.getByRole('region', { name: 'App', exact: true }).getByRole('button', { name: 'Close app' }).click();
      const closed = await page
        .getByRole('region', { name: 'App', exact: true })
        .waitFor({ state: 'detached', timeout: 30_000 })
        .then(
          () => 1,
          () => 0,
        );
      return {
        messages: count,
        elapsedMs,
        ...tasks,
        ...cpuFigures,
        longestClickMs: Math.max(0, ...clicks),
        clicksDuringFlood: clicks.length,
        longestUnansweredMs,
        heapMb: heap,
        closed,
      };
    },
    { launch: launchOptions },
  );
}

/** `count` messages from a view (100,000 by default), `runs` times in a fresh page: the median of each figure, the runs and the samples. */
export async function appFlood(
  count = 100_000,
  runs = 3,
  timeoutMs = 300_000,
  staticRoot?: string,
): Promise<AppFloodFigures & { runs: number; samples: readonly AppFloodFigures[] }> {
  return medianFigures(await repeat(runs, () => oneAppFlood(count, timeoutMs, staticRoot)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node bench/app-flood-bench.ts [count [runs [built page]]]: the figure alone (the page must be built: npx vite
  // build); a third argument serves another build of the page (another branch's dist/web, for a before and after).
  const [count, runs, staticRoot] = process.argv.slice(2);
  console.log(
    JSON.stringify(
      await appFlood(
        Number(count) || 100_000,
        Number(runs) || 1,
        300_000,
        staticRoot ? resolve(staticRoot) : undefined,
      ),
    ),
  );
}
