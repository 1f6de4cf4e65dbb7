// Browser benchmarks: a real inspector, a real server, a real Chromium.
// Long tasks are what a person feels as a frozen page; they are measured by
// the browser itself (see long-tasks.ts).
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import type { BurstProgress, InspectorDriver } from './inspectors/inspector-driver.ts';
import { loupe } from './inspectors/loupe.ts';
import { recordLongTasks, type LongTaskFigures, type LongTaskRecorder } from './long-tasks.ts';
import { medianFigures, repeat } from './stats.ts';
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
  options: {
    launch?: LaunchOptions;
    permissions?: string[] /** Runs on the fresh page before it opens the inspector (init scripts). */;
    prepare?: (page: Page) => Promise<void>;
  } = {},
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
  /** Set up just before the click; what it returns is asked for figures of its own once the run is done. */
  watch?: (page: Page) => Promise<() => Promise<Record<string, number>>>;
}

/** Runs one tool of `server` in `driver` and measures the page from the click until `done` holds, or until the cap. */
export function measureToolRun(driver: InspectorDriver, server: ServerCommand, run: ToolRun): Promise<RunFigures> {
  const timeoutMs = run.timeoutMs ?? 120_000;
  return withInspectorPage(driver, server, async (page, longTasks) => {
    await driver.chooseTool(page, run.tool, run.args);
    await page.waitForTimeout(300);
    const readWatch = await run.watch?.(page);
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
        return { elapsedMs, ...(readWatch ? await readWatch() : {}), ...longTasks.since(mark) };
      }
      const unresponsiveAtCapMs = Math.min(responsiveness.unansweredMs(), elapsedMs);
      const progress = run.progress
        ? await within<BurstProgress | undefined>(run.progress(page), 5_000, undefined)
        : undefined;
      return {
        didNotFinish: `did not finish in ${Math.round(timeoutMs / 1000)} s`,
        ...longTasks.since(mark),
        unresponsiveAtCapMs,
        ...(progress ? { progress } : {}),
      };
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

/**
 * Times, inside the page, from the click on Run tool (the event's own time)
 * to the first frame after the Result shows the call's duration: what a
 * person sees, without the driver's round trips.
 */
async function watchResultShown(page: Page): Promise<() => Promise<{ visibleInPageMs: number }>> {
  await page.evaluate(() => {
    const state = { clicked: Number.NaN, shown: Number.NaN };
    (window as unknown as { __benchResult: typeof state }).__benchResult = state;
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Run tool');
    button?.addEventListener('click', (event) => void (state.clicked = event.timeStamp), { capture: true, once: true });
    const shown = () =>
      [...(document.querySelector('section[aria-label="Result"]')?.querySelectorAll('span') ?? [])].some((span) =>
        / ms$/.test(span.textContent ?? ''),
      );
    const observer = new MutationObserver(() => {
      if (Number.isNaN(state.clicked) || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => void (state.shown = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async () => {
    const handle = await page.waitForFunction(() => {
      const state = (window as unknown as { __benchResult: { clicked: number; shown: number } }).__benchResult;
      return Number.isNaN(state.shown) ? undefined : Math.round(state.shown - state.clicked);
    });
    return { visibleInPageMs: (await handle.jsonValue()) as number };
  };
}

export type BigResultFigures = RunFigures & { visibleInPageMs?: number };

/** One run: a tool result of `bytes` characters of text. */
function oneBigResult(bytes: number): Promise<BigResultFigures> {
  return measureToolRun(loupe, e2eFixture('big-stdout'), {
    tool: 'big',
    args: { bytes: String(bytes) },
    done: (page, ms) => page.getByRole('region', { name: 'Result' }).getByText(/ms$/).first().waitFor({ timeout: ms }),
    watch: watchResultShown,
  });
}

/**
 * One tool result of `bytes` characters of text, `runs` times (a fresh
 * inspector and page each): the median of each figure, the runs, the
 * samples. `elapsedMs` is seen from the driver, `visibleInPageMs` inside
 * the page (click to the frame that shows the result); the longest task is
 * the page's. A run that did not finish is the answer.
 */
export async function bigResult(
  bytes: number,
  runs = 3,
): Promise<BigResultFigures & { runs: number; samples?: readonly BigResultFigures[] }> {
  const samples = await repeat(runs, () => oneBigResult(bytes));
  const unfinished = samples.find((sample) => !finished(sample));
  if (unfinished) return { ...unfinished, runs: samples.length };
  return medianFigures(samples);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node bench/page-bench.ts [bytes …]: the big-result figures alone (the page must be built: npx vite build).
  const sizes = process.argv.slice(2).map(Number);
  for (const bytes of sizes.length ? sizes : [10_000_000, 20_000_000])
    console.log(bytes, JSON.stringify(await bigResult(bytes)));
}
