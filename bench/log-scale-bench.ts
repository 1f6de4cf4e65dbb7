// The log at scale: 100,000 notifications (every one present, the page's
// longest task, a text filter over all of them, the JS heap), and a stderr
// flood of long lines (heap over time, and every line counted).
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { loupe } from './inspectors/loupe.ts';
import type { LongTaskFigures, LongTaskRecorder } from './long-tasks.ts';
import { withInspectorPage } from './page-bench.ts';
import { e2eFixture, type ServerCommand } from './servers.ts';

/** Chromium with a precise heap figure and a way to collect garbage before reading it. */
const launchOptions = { ...chromiumLaunchOptions, args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'] };

async function heapMb(page: Page): Promise<number> {
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

/** Types `query` into the log filter and times, in the page, until the "(N shown)" count reflects it. */
async function timedFilter(page: Page, query: string): Promise<{ filterMs: number; shown: number }> {
  return await page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Filter log"]')!;
    const shownCount = () => {
      const match = /\((\d+) shown\)/.exec(document.querySelector('section[aria-label="Message log"]')?.textContent ?? '');
      return match ? Number(match[1]) : undefined;
    };
    const started = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = shownCount();
      if (shown !== undefined) return { filterMs: Math.round(performance.now() - started), shown };
    }
  }, query);
}

export interface LogScaleFigures extends LongTaskFigures {
  notifications: number;
  elapsedMs: number;
  filterMs: number;
  filterMatches: number;
  heapMb: number;
}

export async function logScale(count = 100_000): Promise<LogScaleFigures> {
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
    // Matches one notification out of `count`, so the whole log is searched.
    const { filterMs, shown } = await timedFilter(page, `burst message ${count} of ${count}`);
    return { notifications: count, elapsedMs, ...tasks, filterMs, filterMatches: shown, heapMb: await heapMb(page) };
  });
}

export interface FloodFigures extends LongTaskFigures {
  seconds: number;
  linesWritten: number;
  linesInLog: number;
  heapMbSamples: number[];
}

/** A stderr flood of 64 KB lines for `seconds`: the heap every 10 s, and the lines the page counted against those written. */
export async function stderrFlood(seconds = 60): Promise<FloodFigures> {
  const server: ServerCommand = { command: process.execPath, args: [new URL('../e2e/fixtures/stderr-flood.mjs', import.meta.url).pathname] };
  return withPage(server, async (page, longTasks) => {
    // The call lasts longer than the default request timeout.
    await page.getByRole('tab', { name: 'Client', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Timeout (s)' }).fill(String(seconds * 5));
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await loupe.chooseTool(page, 'flood', { seconds: String(seconds) });
    const mark = longTasks.mark();
    await loupe.runTool(page);
    const heapMbSamples: number[] = [];
    const result = page.getByRole('region', { name: 'Result' }).getByText(/flood done: \d+ lines/).first();
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
