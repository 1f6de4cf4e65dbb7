// The log at scale: 100,000 notifications (every one present, the page's
// longest task, a text filter over all of them, the JS heap), and a stderr
// flood of long lines (heap over time, and every line counted).
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures, LongTaskRecorder } from './long-tasks.ts';
import { median, medianFigures, repeat } from './stats.ts';
import { withInspectorPage } from './page-bench.ts';
import { e2eFixture, type ServerCommand } from './servers.ts';

/** Chromium with a precise heap figure and a way to collect garbage before reading it. */
const launchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
};

export async function heapMb(page: Page): Promise<number> {
  return await page.evaluate(async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc?.();
    return Math.round((performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 1e6);
  });
}

function withPage<T>(server: ServerCommand, use: (page: Page, longTasks: LongTaskRecorder) => Promise<T>): Promise<T> {
  return withInspectorPage(loupe, server, use, { launch: launchOptions });
}

/**
 * Types `query` into the log filter and times, in the page, from the input
 * event to the first frame after the log shows the filtered count, and the
 * longest task meanwhile (long tasks the browser reports during the filter).
 */
async function timedFilter(
  page: Page,
  query: string,
): Promise<{ filterMs: number; shown: number; filterLongestTaskMs: number }> {
  // The Log tab loads on first use: its filter may not be on the page yet.
  await page.getByLabel('Filter log').waitFor();
  return await page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Filter log"]')!;
    const section = document.querySelector('section[aria-label="Message log"]')!;
    const shownCount = () => {
      const match = /\((\d+) shown\)/.exec(section.textContent ?? '');
      return match ? Number(match[1]) : undefined;
    };
    let longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    const shown = new Promise<{ at: number; shown: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        const count = shownCount();
        if (count === undefined) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve({ at: performance.now(), shown: count }));
      });
      observer.observe(section, { childList: true, subtree: true, characterData: true });
    });
    const started = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const result = await shown;
    // Long tasks are reported after they end: give the last one a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    tasks.disconnect();
    return { filterMs: Math.round(result.at - started), shown: result.shown, filterLongestTaskMs: Math.round(longest) };
  }, query);
}

/** Empties the log filter and waits until the log shows every entry again. */
async function clearFilter(page: Page): Promise<void> {
  await page.getByLabel('Filter log').fill('');
  await page.waitForFunction(
    () => !/\(\d+ shown\)/.test(document.querySelector('section[aria-label="Message log"]')?.textContent ?? ''),
  );
}

export interface LogScaleFigures extends LongTaskFigures {
  notifications: number;
  elapsedMs: number;
  /** Median over `filterRuns` filters typed into the same log: input event to the frame that shows the count. */
  filterMs: number;
  filterMatches: number;
  /** The longest task while filtering (median over the filters). */
  filterLongestTaskMs: number;
  filterSamplesMs: number[];
  heapMb: number;
}

async function oneLogScale(count: number, filterRuns: number): Promise<LogScaleFigures> {
  return withPage(e2eFixture('burst'), async (page, longTasks) => {
    await loupe.chooseTool(page, 'burst', { count: String(count) });
    await page.waitForTimeout(300);
    const mark = longTasks.mark();
    const started = Date.now();
    await loupe.runTool(page);
    await loupe.burstShown(page, count, 300_000);
    const elapsedMs = Date.now() - started;
    await page.waitForTimeout(500);
    const tasks = longTasks.since(mark);
    // Matches one notification out of `count`, so the whole log is searched; each filter starts from the whole log again.
    const filters: Awaited<ReturnType<typeof timedFilter>>[] = [];
    for (let run = 0; run < Math.max(1, filterRuns); run++) {
      if (run > 0) await clearFilter(page);
      await page.waitForTimeout(200);
      filters.push(await timedFilter(page, `burst message ${count - run} of ${count}`));
    }
    return {
      notifications: count,
      elapsedMs,
      ...tasks,
      filterMs: median(filters.map((filter) => filter.filterMs)),
      filterMatches: filters[0]!.shown,
      filterLongestTaskMs: median(filters.map((filter) => filter.filterLongestTaskMs)),
      filterSamplesMs: filters.map((filter) => filter.filterMs),
      heapMb: await heapMb(page),
    };
  });
}

/**
 * 100,000 notifications (by default) in a fresh page, `runs` times: the
 * median of each figure, the runs and the samples. Each run also types
 * `filterRuns` filters into the full log and times each in the page.
 */
export async function logScale(
  count = 100_000,
  runs = 3,
  filterRuns = 5,
): Promise<LogScaleFigures & { runs: number; samples: readonly LogScaleFigures[] }> {
  return medianFigures(await repeat(runs, () => oneLogScale(count, filterRuns)));
}

export interface FloodFigures extends LongTaskFigures {
  seconds: number;
  linesWritten: number;
  linesInLog: number;
  heapMbSamples: number[];
}

/**
 * A stderr flood of 64 KB lines for `seconds`, `runs` times: the median of
 * each figure (blockingMs is the main thread's time blocked beyond 50 ms a
 * task, summed over the flood), the runs and the samples.
 */
export async function stderrFlood(
  seconds = 60,
  runs = 1,
): Promise<FloodFigures & { runs: number; samples: readonly FloodFigures[] }> {
  return medianFigures(await repeat(runs, () => oneStderrFlood(seconds)));
}

/** One flood: the heap every 10 s, and the lines the page counted against those written. */
async function oneStderrFlood(seconds: number): Promise<FloodFigures> {
  const server: ServerCommand = {
    command: process.execPath,
    args: [new URL('../e2e/fixtures/stderr-flood.mjs', import.meta.url).pathname],
  };
  return withPage(server, async (page, longTasks) => {
    // The call lasts longer than the default request timeout.
    await page.getByRole('tab', { name: 'Client', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Timeout (s)' }).fill(String(seconds * 5));
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await loupe.chooseTool(page, 'flood', { seconds: String(seconds) });
    const mark = longTasks.mark();
    await loupe.runTool(page);
    const heapMbSamples: number[] = [];
    const result = page
      .getByRole('region', { name: 'Result' })
      .getByText(/flood done: \d+ lines/)
      .first();
    while (!(await result.count())) {
      await page.waitForTimeout(10_000);
      heapMbSamples.push(await heapMb(page));
    }
    const linesWritten = Number(/(\d+) lines/.exec(await result.innerText())![1]);
    await page.getByRole('tab', { name: /^Log/ }).click();
    const { shown } = await timedFilter(page, 'flood-line ');
    return { seconds, linesWritten, linesInLog: shown, heapMbSamples, ...longTasks.since(mark) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node bench/log-scale-bench.ts [log [count [runs]] | flood [seconds [runs]]]: one of the figures alone (the page must be built: npx vite build).
  const [which = 'log', first, second] = process.argv.slice(2);
  if (which === 'flood') console.log(JSON.stringify(await stderrFlood(Number(first ?? 60), Number(second ?? 1))));
  else console.log(JSON.stringify(await logScale(Number(first ?? 100_000), Number(second ?? 3))));
}
