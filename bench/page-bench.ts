// Browser benchmarks: the real inspector, a real server, a real Chromium.
// Long tasks are what a person feels as a frozen page; they are measured by
// the browser itself (PerformanceObserver 'longtask', tasks over 50 ms).
import { chromium, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';

export interface PageFigures {
  /** From clicking Run tool to the moment the page had taken in everything. */
  elapsedMs: number;
  longestTaskMs: number;
  /** Sum over long tasks of the time beyond 50 ms (the "total blocking time"). */
  blockingMs: number;
  longTasks: number;
}

const fixture = (name: string) => fileURLToPath(new URL(`../e2e/fixtures/${name}.mjs`, import.meta.url));

const observeLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function longTasksSince(page: Page, from: number): Promise<number[]> {
  return (await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)).slice(from);
}

/** Runs one tool of one fixture server and measures the page until `done` holds. */
export async function measureToolRun(server: string, tool: string, args: Record<string, string>, done: (page: Page) => Promise<void>): Promise<PageFigures> {
  const inspector = await startInspector({ port: 0, defaultServer: { command: process.execPath, args: [fixture(server)], env: {} } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(observeLongTasks);
    await page.goto(inspector.url);
    await page.getByRole('status', { name: 'Connection status' }).filter({ hasText: 'Connected' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${tool}`) }).click();
    for (const [name, value] of Object.entries(args)) await page.getByLabel(name, { exact: true }).fill(value);
    await page.waitForTimeout(300);
    const before = (await longTasksSince(page, 0)).length;
    const started = Date.now();
    await page.getByRole('button', { name: 'Run tool' }).click();
    await done(page);
    const elapsedMs = Date.now() - started;
    await page.waitForTimeout(300);
    const tasks = await longTasksSince(page, before);
    return {
      elapsedMs,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
      longTasks: tasks.length,
    };
  } finally {
    await browser.close();
    await inspector.close();
  }
}

/** A burst of `count` notifications/message: all must reach the log, and the page must stay responsive. */
export function logBurst(count: number): Promise<PageFigures> {
  return measureToolRun('burst', 'burst', { count: String(count) }, async (page) => {
    await page.getByRole('region', { name: 'Result' }).getByText('burst done').first().waitFor({ timeout: 120_000 });
    await page.getByRole('tab', { name: /Log/ }).click();
    // Besides the burst: the process note, the initialize pair, initialized, the tools/list pair and the call pair.
    const expected = count + 8;
    await page.waitForFunction(
      (least) => [...document.querySelectorAll('section[aria-label="Message log"] span')].some((span) => /^\d+ entries$/.test(span.textContent ?? '') && Number.parseInt(span.textContent!, 10) >= least),
      expected,
      { timeout: 120_000 },
    );
  });
}

/** One tool result of `bytes` characters of text. */
export function bigResult(bytes: number): Promise<PageFigures> {
  return measureToolRun('big-stdout', 'big', { bytes: String(bytes) }, async (page) => {
    await page.getByRole('region', { name: 'Result' }).getByText(/ms$/).first().waitFor({ timeout: 120_000 });
  });
}
