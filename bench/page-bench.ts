// Browser benchmarks: a real inspector, a real server, a real Chromium.
// Long tasks are what a person feels as a frozen page; they are measured by
// the browser itself (see long-tasks.ts).
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import type { BurstProgress, InspectorDriver } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import { recordLongTasks, type LongTaskFigures, type LongTaskRecorder } from './long-tasks.ts';
import { watchResponsiveness } from './responsiveness.ts';
import { e2eFixture, type ServerCommand } from './servers.ts';

export interface PageFigures extends LongTaskFigures {
  /** From clicking Run tool to the moment the page had taken in everything. */
  elapsedMs: number;
}

/** A run stopped at its time cap: long tasks are those that had ended by then. */
export interface UnfinishedRun extends LongTaskFigures {
  didNotFinish: string;
  /** How long the page had not answered at the cap: a task still running then, which no long-task entry covers yet. */
  unresponsiveAtCapMs: number;
  /** How far the page got; absent when the page did not answer. */
  progress?: BurstProgress;
}

export type RunFigures = PageFigures | UnfinishedRun;

export const finished = (figures: RunFigures): figures is PageFigures => 'elapsedMs' in figures;

/** `promise`, or `fallback` if it has not settled in `ms` (a page stuck in one task answers nothing). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Starts `driver` with `server`, opens its page in a fresh Chromium with long tasks recorded, connects, and hands the page over to `use`. */
export async function withInspectorPage<T>(
  driver: InspectorDriver,
  server: ServerCommand,
  use: (page: Page, longTasks: LongTaskRecorder) => Promise<T>,
  options: { launch?: LaunchOptions; permissions?: string[]; /** Runs on the fresh page before it opens the inspector (init scripts). */ prepare?: (page: Page) => Promise<void> } = {},
): Promise<T> {
  const inspector = await driver.start(server);
  try {
    const browser = await chromium.launch(options.launch ?? chromiumLaunchOptions);
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (options.permissions) await context.grantPermissions(options.permissions);
      const page = await context.newPage();
      const longTasks = await recordLongTasks(page);
      await options.prepare?.(page);
      await driver.connect(page, inspector.url);
      return await use(page, longTasks);
    } finally {
      await browser.close();
    }
  } finally {
    await inspector.close();
  }
}

export interface ToolRun {
  tool: string;
  args: Record<string, string>;
  /** Resolves once the page shows everything the run produces; rejects on timeout. */
  done: (page: Page, timeoutMs: number) => Promise<void>;
  /** How far the page got, asked when the run hits its cap. */
  progress?: (page: Page) => Promise<BurstProgress>;
  timeoutMs?: number;
}

/** Runs one tool of `server` in `driver` and measures the page from the click until `done` holds, or until the cap. */
export function measureToolRun(driver: InspectorDriver, server: ServerCommand, run: ToolRun): Promise<RunFigures> {
  const timeoutMs = run.timeoutMs ?? 120_000;
  return withInspectorPage(driver, server, async (page, longTasks) => {
    await driver.chooseTool(page, run.tool, run.args);
    await page.waitForTimeout(300);
    const mark = longTasks.mark();
    const responsiveness = watchResponsiveness(page);
    const started = Date.now();
    try {
      await driver.runTool(page);
      const outcome = await within(
        run.done(page, timeoutMs).then(
          () => 'done' as const,
          (error: unknown) => (error instanceof Error && error.name === 'TimeoutError' ? ('cap' as const) : error),
        ),
        timeoutMs,
        'cap' as const,
      );
      const elapsedMs = Date.now() - started;
      if (outcome !== 'done' && outcome !== 'cap') throw outcome;
      if (outcome === 'done') {
        await page.waitForTimeout(300);
        return { elapsedMs, ...longTasks.since(mark) };
      }
      const unresponsiveAtCapMs = Math.min(responsiveness.unansweredMs(), elapsedMs);
      const progress = run.progress ? await within<BurstProgress | undefined>(run.progress(page), 5_000, undefined) : undefined;
      return { didNotFinish: `did not finish in ${Math.round(timeoutMs / 1000)} s`, ...longTasks.since(mark), unresponsiveAtCapMs, ...(progress ? { progress } : {}) };
    } finally {
      responsiveness.stop();
    }
  });
}

/** A burst of `count` notifications/message: the result and every notification must reach the page. */
export function logBurst(count: number, driver: InspectorDriver = loupe, timeoutMs = 120_000): Promise<RunFigures> {
  return measureToolRun(driver, e2eFixture('burst'), {
    tool: 'burst',
    args: { count: String(count) },
    done: (page, ms) => driver.burstShown(page, count, ms),
    progress: (page) => driver.burstProgress(page, count),
    timeoutMs,
  });
}

/** One tool result of `bytes` characters of text. */
export function bigResult(bytes: number): Promise<RunFigures> {
  return measureToolRun(loupe, e2eFixture('big-stdout'), {
    tool: 'big',
    args: { bytes: String(bytes) },
    done: (page, ms) => page.getByRole('region', { name: 'Result' }).getByText(/ms$/).first().waitFor({ timeout: ms }),
  });
}
